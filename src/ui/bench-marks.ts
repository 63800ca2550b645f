import { useCallback, useRef } from 'react';

/**
 * The moments the bench (tests/bench/browser-bench.ts) and the browser tests
 * read from the page's performance timeline, made only through here:
 * measured, not asserted (README, budgets).
 */
export type BenchMark =
  /** The signed-in shell first shows data from the mirror (once per page load). */
  | 'app-shell-rendered'
  /** The board's first cards were read ahead of its first render. */
  | 'board-read-ahead'
  /** A board starts rendering; its columns show their first cards; every column is read whole. */
  | 'pipeline-board-mounted'
  | 'pipeline-first-render'
  | 'pipeline-totals-ready'
  /** A card dropped on another column, and the frame after it is shown there. */
  | 'pipeline-drop'
  | 'pipeline-drop-painted'
  /** A column's first cards kept for the next board (detail: the column and filter), and every one forgotten after a write. */
  | 'board-heads-kept'
  | 'board-heads-forgotten';

export function benchMark(name: BenchMark, detail?: string) {
  performance.mark(name, detail === undefined ? undefined : { detail });
}

/** Marks `name` once per page load. */
export function benchMarkOncePerPage(name: BenchMark) {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
}

/** Marks each name at most once in the life of the component that calls it (a board shown). */
export function useBenchMarkOnce(): (name: BenchMark) => void {
  const done = useRef(new Set<BenchMark>());
  return useCallback((name: BenchMark) => {
    if (done.current.has(name)) return;
    done.current.add(name);
    performance.mark(name);
  }, []);
}

/** Marks `name` in the next frame (after what was rendered now is on screen), and measures from `since`. */
export function benchMarkNextFrame(name: BenchMark, since: BenchMark, measure: string) {
  requestAnimationFrame(() => {
    performance.mark(name);
    performance.measure(measure, since, name);
  });
}
