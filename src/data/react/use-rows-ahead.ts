import { useCallback, useRef, useSyncExternalStore } from 'react';
import { rowsAhead, subscribeRowsAhead, type RowAhead } from '../sync/rows-ahead';

/**
 * The rows shown ahead of the mirror (data/sync/rows-ahead.ts) that concern
 * this reader. The list keeps its identity while none of them changes, so a
 * drop re-renders only the readers it concerns (the card's two columns).
 */
export function useRowsAhead<R>(collection: string, concerns: (entry: RowAhead<R>) => boolean): readonly RowAhead<R>[] {
  const last = useRef<readonly RowAhead<R>[]>([]);
  const getSnapshot = useCallback(() => {
    const mine = (rowsAhead() as readonly RowAhead<R>[]).filter((e) => e.collection === collection && concerns(e));
    const same = mine.length === last.current.length && mine.every((e, i) => e === last.current[i]);
    if (!same) last.current = mine;
    return last.current;
  }, [collection, concerns]);
  return useSyncExternalStore(subscribeRowsAhead, getSnapshot, getSnapshot);
}
