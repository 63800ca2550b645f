import { liveQuery } from 'dexie';
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/**
 * The source's answers, each handed on inside a transition: the component
 * it renders again does so in React's short slices, not in one task.
 *
 * An update set from a promise (every live query's answer) is otherwise a
 * blocking one: React renders and commits it whole. On a first visit the
 * screens' first answers and the first sync's pages arrive that way, and
 * each redrew a screen in a 50–225 ms task on this machine (four times that
 * on Lighthouse's phone), during which a tap waits. As a transition the
 * render yields every few milliseconds; only the commit is one piece.
 */
function answeredInTransitions<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe(
        (value) => startTransition(() => onNext(value)),
        (error) => startTransition(() => onError?.(error)),
      ),
    getValue: source.getValue?.bind(source),
    hasValue: source.hasValue?.bind(source),
  };
}

/** dexie-react-hooks' `useLiveQuery`, its answers rendered as transitions (see above). */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: D): T | D | undefined {
  return useObservable(() => answeredInTransitions(liveQuery(querier)), deps, defaultResult);
}
