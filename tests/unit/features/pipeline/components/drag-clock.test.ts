import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The clock as a fresh page has it: a new module, and the page's own time since it started. */
async function freshClock(now: number) {
  const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
  const module = await import('../../../../../src/features/pipeline/components/drag-clock');
  return { clock, ...module };
}

describe('the drag clock', () => {
  it('lets a click open a meeting 100 ms into a page, before any drag (a page shown from the device is that quick)', async () => {
    const { recentlyDragged } = await freshClock(100);
    expect(recentlyDragged()).toBe(false);
  });

  it('swallows the click that ends a drop, and only for 250 ms', async () => {
    const { clock, noteDragEnd, recentlyDragged } = await freshClock(5_000);
    noteDragEnd();
    clock.mockReturnValue(5_249);
    expect(recentlyDragged()).toBe(true);
    clock.mockReturnValue(5_250);
    expect(recentlyDragged()).toBe(false);
  });
});
