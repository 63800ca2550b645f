import type { Page } from 'playwright-core';

// Issue 19's measures: GET /sequence-performance/get-list with every filter
// (budget 100 ms p95 on PostgreSQL) and the panel's first render.

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : null;
};

const getJson = async <T>(base: string, cookie: string, path: string): Promise<T> =>
  (await (await fetch(`${base}${path}`, { headers: { cookie, accept: 'application/json' } })).json()) as T;

/**
 * The list asked with teams, reps, segments and statuses together (the
 * budget's case), one after another, p50 and p95; and apart, the whole
 * agency unfiltered, sorted by a count (every send counted).
 */
export async function sequenceListTimes(base: string, cookie: string, rounds = 10) {
  const teams = await getJson<{ id: number }[]>(base, cookie, '/filter/teams');
  const queries: string[] = [];
  for (const team of teams.slice(0, 4)) {
    const reps = await getJson<{ id: number }[]>(base, cookie, `/filter/sdr?teams=${team.id}`);
    const segments = await getJson<{ id: number }[]>(base, cookie, `/filter/segments?teams=${team.id}`);
    const some = (list: { id: number }[], n: number) => list.slice(0, n).map((x) => x.id).join(',');
    queries.push(`teams=${team.id}&csm=${some(reps, 3)}&campaigns=${some(segments, 20)}&sequence_status=enabled,locked`);
    queries.push(`teams=${team.id}&csm=${some(reps, 2)}&sequence_status=enabled,disabled,locked&sort=replyRate`);
    queries.push(`teams=${team.id}&campaigns=${some(segments, 50)}&offset=10`);
  }
  const time = async (list: string[], times: number) => {
    const samples: number[] = [];
    for (let r = 0; r < times; r++) {
      for (const q of list) {
        const t = performance.now();
        const res = await fetch(`${base}/sequence-performance/get-list?${q}`, { headers: { cookie, accept: 'application/json' } });
        await res.text();
        if (res.ok) samples.push(performance.now() - t);
      }
    }
    return { requests: samples.length, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
  };
  return { filtered: await time(queries, rounds), wholeAgency: await time(['', 'sort=replied', 'sort=meetings&direction=asc', 'offset=500'], 3) };
}

/** Navigation start to the panel's first rows shown (the mark `performance-panel-shown`), after one visit warms the code. */
export async function panelFirstRender(page: Page, base: string): Promise<{ samples: number[]; median: number | null }> {
  const open = async () => {
    await page.goto(`${base}/performance`);
    return page
      .waitForFunction(() => performance.getEntriesByName('performance-panel-shown').length > 0, undefined, { timeout: 20_000 })
      .then(() => page.evaluate(() => performance.getEntriesByName('performance-panel-shown')[0].startTime))
      .catch(() => null);
  };
  await open();
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ms = await open();
    if (ms !== null) samples.push(ms);
  }
  return { samples, median: percentile(samples, 0.5) };
}
