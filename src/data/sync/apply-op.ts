import type { MirrorOp } from '../../domain/sync/sync-types';
import type { OutboxEntry } from '../db/outbox-types';

type Row = Record<string, unknown>;

function matches(row: Row, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([k, v]) => row[k] === v);
}

/** One optimistic change applied to one row; null means the row is absent. */
export function applyOp(row: Row | null, op: MirrorOp): Row | null {
  switch (op.kind) {
    case 'create':
      return { ...op.row };
    case 'delete':
      return null;
    case 'patch':
      return row ? { ...row, ...op.patch } : null;
    case 'patch-where':
      return row && matches(row, op.where) ? { ...row, ...op.patch } : row;
    case 'none':
      return row;
  }
}

/** Does this edit touch the record? '*' edits touch every row of their collection. */
export function entryTouches(entry: OutboxEntry, entityId: string): boolean {
  return entry.entityId === '*' || entry.entityId === entityId;
}

/**
 * The row as the rep sees it: the server's row with every edit still in
 * flight re-applied in order (the rebase of decision 0001).
 */
export function rebase(base: Row | null, entries: readonly OutboxEntry[]): Row | null {
  let row = base;
  for (const entry of entries) row = applyOp(row, entry.op);
  return row;
}

/** Edits whose optimistic change is shown: all but the failed ones. */
export function isActive(entry: OutboxEntry): boolean {
  return entry.status !== 'failed';
}
