import { liveQuery } from 'dexie';
import { startTransition, useEffect, useReducer, useRef } from 'react';

/**
 * dexie-react-hooks' `useLiveQuery`, with one difference: a subscription's
 * first answer renders at once, and every later one (the data changed
 * underneath, often during a sync) renders as a transition, which React
 * splits into short slices. Otherwise those are default-priority renders:
 * on a busy main thread they pass React's 250 ms expiry and then render a
 * whole screen in one long task (DESIGN.md: no task over 50 ms during a
 * first sync). Like Dexie's hook, the last answer stays shown while new
 * deps are read.
 */
export function useLiveQuery<T>(querier: () => T | Promise<T>, deps?: readonly unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: readonly unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: readonly unknown[] = [], defaultResult?: D): T | D | undefined {
  const monitor = useRef<{ result: T | D | undefined; error: unknown }>({ result: defaultResult, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let first = true;
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        const current = monitor.current;
        const changed = current.error !== null || current.result !== value;
        current.error = null;
        current.result = value;
        if (first) {
          first = false;
          rerender();
        } else if (changed) {
          startTransition(rerender);
        }
      },
      error: (error: unknown) => {
        monitor.current.error = error;
        rerender();
      },
    });
    return () => subscription.unsubscribe();
    // The caller's deps stand for the querier's inputs, as in Dexie's hook.
  }, deps);

  if (monitor.current.error) throw monitor.current.error;
  return monitor.current.result;
}
