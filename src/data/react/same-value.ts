import { useLiveQuery } from './use-live-query';
import { useRef } from 'react';

/** Whether two plain data values (a mirror row, JSON) hold the same content. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * `next`, or `previous` when it holds the same content. A live query that
 * answers with the object it answered before does not render its component
 * again (dexie-react-hooks compares by identity): for reads that run again
 * on writes which rarely change their answer, such as the signed-in user
 * during a first sync, where each new object rendered the whole app frame.
 */
export function keepIfSame<T>(previous: T, next: T): T {
  return sameData(previous, next) ? previous : next;
}

/**
 * `useLiveQuery` whose answer keeps the object shown (from `initial` on)
 * while its content is the same: the component renders only for a change.
 */
export function useSteadyLiveQuery<T>(query: () => Promise<T>, deps: unknown[], initial: T): T {
  const shown = useRef(initial);
  return useLiveQuery(async () => (shown.current = keepIfSame(shown.current, await query())), deps, initial);
}
