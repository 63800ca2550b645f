import type { Locator } from 'playwright-core';

/**
 * Every row of a table drawn only where it is seen (ui/virtual-rows.tsx),
 * read by scrolling its scroller from top to bottom, a view at a time.
 * `readRows` reads the rows drawn (run in the page); each row is kept once,
 * by its `aria-rowindex`, and all come back in the table's order.
 */
export async function readAllRows<T>(table: Locator, readRows: (rows: HTMLElement[]) => T[]): Promise<T[]> {
  const found = new Map<number, T>();
  const drawn = table.locator('tbody tr[aria-rowindex]');
  for (let view = 0; view < 1_000; view++) {
    const indexes = await drawn.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('aria-rowindex'))));
    const values = await drawn.evaluateAll(readRows);
    indexes.forEach((index, i) => found.set(index, values[i]));
    const end = await table.evaluate(async (el) => {
      let scroller = el.parentElement!;
      while (!/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement!;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return true;
      scroller.scrollTop += Math.max(1, scroller.clientHeight - 40);
      // The next view is drawn after the scroll event, within a frame or two.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return false;
    });
    if (end) break;
  }
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  if (found.size !== total) throw new Error(`Read ${found.size} of the table's ${total} rows`);
  return [...found].sort(([a], [b]) => a - b).map(([, v]) => v);
}
