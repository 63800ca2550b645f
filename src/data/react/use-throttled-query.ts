import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Runs `query`, then again after each change `subscribe` reports, but at
 * most once every `intervalMs` (a burst of writes costs one read, not one
 * per write), and never more than a quarter of the time: a read that took
 * 300 ms waits 1.2 s before the next, so a big read during a long burst (a
 * replay under an open board) leaves the page and IndexedDB free for the
 * rest. Changing `deps` reads again at once.
 *
 * The first answer for a set of deps renders at once; later ones (the data
 * changed underneath) render as a transition, in short slices, so a big
 * screen redrawn while a sync writes does not hold the main thread.
 */
export function useThrottledQuery<T>(
  subscribe: (notify: () => void) => () => void,
  query: () => Promise<T>,
  deps: readonly unknown[],
  intervalMs: number,
): T | undefined {
  const [value, setValue] = useState<{ deps: readonly unknown[]; value: T } | undefined>(undefined);
  const latest = useRef({ subscribe, query });
  latest.current = { subscribe, query };

  useEffect(() => {
    let alive = true;
    let running = false;
    let dirty = false;
    let lastStart = 0;
    let lastTook = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let answered = false;
    const run = async () => {
      if (running) {
        dirty = true;
        return;
      }
      running = true;
      dirty = false;
      lastStart = Date.now();
      try {
        const result = await latest.current.query();
        if (alive) {
          const next = { deps, value: result };
          if (answered) startTransition(() => setValue(next));
          else setValue(next);
          answered = true;
        }
      } finally {
        lastTook = Date.now() - lastStart;
        running = false;
        if (dirty && alive) schedule();
      }
    };
    const schedule = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void run();
      }, Math.max(0, lastStart + Math.max(intervalMs, 4 * lastTook) - Date.now()));
    };
    void run();
    const unsubscribe = latest.current.subscribe(schedule);
    return () => {
      alive = false;
      clearTimeout(timer);
      unsubscribe();
    };
    // The caller's deps stand for the query's inputs.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the caller's list, as with useEffect itself
  }, deps);

  return value && value.deps.length === deps.length && value.deps.every((d, i) => Object.is(d, deps[i])) ? value.value : undefined;
}
