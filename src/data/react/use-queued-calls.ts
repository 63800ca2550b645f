import { useLiveQuery } from './use-live-query';
import { useEffect, useMemo, useRef } from 'react';
import { appDb } from '../db/app-db-instance';
import { bySeq, type OutboxEntry } from '../db/outbox-types';

export type QueuedCalls = {
  /** The calls of these collections still in the outbox (any status), oldest first. */
  entries: OutboxEntry[];
  /** Counts up each time one leaves the outbox (accepted, or discarded): read again what it changed. */
  settled: number;
  /** The calls that left (the last 50), each with the `settled` count it left at. */
  gone: { entry: OutboxEntry; at: number }[];
};

const none: QueuedCalls = { entries: [], settled: 0, gone: [] };

/**
 * Queued calls of records that are not mirrored (op 'none'): a screen shows
 * them over its last answers, and reads again when one leaves the outbox
 * (DESIGN.md: the UI shows what is still pending).
 */
export function useQueuedCalls(collections: readonly string[]): QueuedCalls {
  // The last list seen, to tell which calls left: updated by the query, outside render.
  const memory = useRef({ bySeq: new Map<number, OutboxEntry>(), settled: 0, gone: [] as QueuedCalls['gone'] });
  const key = collections.join('|');
  return (
    useLiveQuery(
      async () => {
        const lists = await Promise.all(
          key.split('|').map((c) => appDb().outbox.where('[collection+entityId]').between([c, ''], [c, '\uffff']).toArray()),
        );
        const entries = lists.flat().sort(bySeq);
        const m = memory.current;
        const now = new Map(entries.map((e) => [e.seq!, e]));
        const left = [...m.bySeq].filter(([seq]) => !now.has(seq)).map(([, e]) => e);
        if (left.length) {
          m.settled += 1;
          m.gone = [...m.gone, ...left.map((entry) => ({ entry, at: m.settled }))].slice(-50);
        }
        m.bySeq = now;
        return { entries, settled: m.settled, gone: m.gone };
      },
      [key],
    ) ?? none
  );
}

/** A call shown over a screen's answers: queued, or accepted while the screen reads again. */
export type ShownCall = Omit<OutboxEntry, 'status'> & { status: OutboxEntry['status'] | 'accepted' };

/**
 * The calls to show over a screen's answers: those still queued, and, while
 * the screen reads again (`refreshing`), those that left since its answers
 * were read, so an accepted edit does not flash back to the old value
 * before the new answer arrives.
 */
export function useCallsOverlay(calls: QueuedCalls, refreshing: boolean): ShownCall[] {
  const confirmed = useRef(0);
  useEffect(() => {
    if (!refreshing) confirmed.current = calls.settled;
  }, [refreshing, calls.settled]);
  const shownAt = refreshing ? confirmed.current : calls.settled;
  return useMemo(
    () => [...calls.gone.filter((g) => g.at > shownAt).map((g): ShownCall => ({ ...g.entry, status: 'accepted' })), ...calls.entries].sort(bySeq),
    [calls, shownAt],
  );
}

/** The calls in flight by record (`collection:entityId`), for pending marks. */
export function callsByRecord(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const out = new Map<string, OutboxEntry[]>();
  for (const e of entries) {
    const key = `${e.collection}:${e.entityId}`;
    out.set(key, [...(out.get(key) ?? []), e]);
  }
  return out;
}
