import type { Collection, MirrorOp } from '../../domain/sync/sync-types';

export type { MirrorOp };

export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'conflict';

export type OutboxEntry = {
  /** Insertion order: replay is oldest first. */
  seq?: number;
  /** uuid, sent as Idempotency-Key. */
  id: string;
  /** What the rep did, in words, for the sync panel. */
  label: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  bodyType?: 'json' | 'form';
  /**
   * A mirrored collection, or the kind of a record that is not mirrored
   * (a profile note, a template comment): such edits queue, replay in
   * order and show in the sync panel, but change nothing on the device.
   */
  collection: string;
  /** The record, or '*' for an edit of every matching row of a mirrored collection. */
  entityId: string;
  op: MirrorOp;
  /** Send If-Match with the record's version (optimistic concurrency). */
  ifMatch: boolean;
  baseVersion?: number;
  /** Where the answer holds the new row: '' for the whole body, a field name, or null. */
  responseRow: string | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** Held back until then (an edit offered with Undo): "send now" keeps the hold. */
  heldUntil?: number;
  status: OutboxStatus;
  lastError?: string;
  /** 4xx answer body, kept so the feature can reopen the form with it. */
  failure?: { status: number; body: unknown };
  /** 412: the server's current row. */
  conflict?: { current: unknown };
  /**
   * Where the rep can pick a refused edit up again with their data (e.g. the
   * booking form for a booking refused after replay). The sync panel links it.
   */
  resume?: { href: string; label: string };
};

/**
 * The last server state of a record that has edits in flight. After the
 * server accepts an edit without answering with the row, `minVersion` holds
 * the version the change must have produced: older rows (a pull answered just
 * before) are ignored until the new one arrives.
 */
export type BaseRow = { collection: Collection; id: string; row: Record<string, unknown> | null; minVersion?: number };

export type MetaRow = { key: string; value: unknown };

export function recordKey(collection: string, entityId: string | number): string {
  return `${collection}:${entityId}`;
}

/** Oldest first: the order entries were queued in, and are replayed in. */
export const bySeq = (a: { seq?: number }, b: { seq?: number }) => (a.seq ?? 0) - (b.seq ?? 0);
