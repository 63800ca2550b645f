import type { AppDb } from '../db/app-db';
import type { Collection } from '../db/mirror-types';
import type { OutboxStatus } from '../db/outbox-types';

export type OutboxSummary = { waiting: number; problems: number };

/** How many edits wait, and how many need the rep (failed or conflicted): counts only, no entries read. */
export async function outboxSummary(db: AppDb): Promise<OutboxSummary> {
  const [waiting, problems] = await Promise.all([db.outbox.count(), db.outbox.where('status').anyOf('failed', 'conflict').count()]);
  return { waiting, problems };
}

/**
 * The records of a collection with an edit in flight, and the state of the
 * edit that matters most (failed or conflict over waiting). Reads index keys,
 * not entries: cheap enough to run after every write of a long replay.
 */
export async function pendingByRecord(db: AppDb, collection: Collection): Promise<Map<string, OutboxStatus>> {
  const keys = (await db.outbox.where('[collection+entityId]').between([collection, ''], [collection, '\uffff']).keys()) as unknown as [string, string][];
  const out = new Map<string, OutboxStatus>();
  for (const [, id] of keys) out.set(id, 'pending');
  const troubled = await db.outbox.where('status').anyOf('failed', 'conflict').toArray();
  for (const e of troubled) if (e.collection === collection) out.set(e.entityId, e.status);
  return out;
}
