import type { AppDb } from '../db/app-db';
import { keyOf } from '../db/mirror-types';
import { isMirroredCollection, type MirrorOp } from '../../domain/sync/sync-types';
import { bySeq, type OutboxEntry } from '../db/outbox-types';
import { applyOp } from './apply-op';
import { tableOf, writeScope } from './mirror-writer';

export type EditInput = {
  /**
   * The Idempotency-Key; new by default. A call whose answer was lost is
   * queued under the key it was first sent with, so a server that did apply
   * it answers with that result instead of applying it again.
   */
  id?: string;
  label: string;
  method: OutboxEntry['method'];
  url: string;
  body?: unknown;
  bodyType?: 'json' | 'form';
  /** A mirrored collection, or the kind of a record that is not mirrored (op 'none'). */
  collection: string;
  /** The record's id; '*' with a patch-where op for every matching row. */
  entityId: string | number;
  op: MirrorOp;
  ifMatch?: boolean;
  /**
   * The version the edit was made on, for records that are not mirrored
   * (the app read it online): with `ifMatch` it is sent as If-Match. A
   * mirrored record's comes from the mirror.
   */
  baseVersion?: number;
  responseRow?: string | null;
  resume?: OutboxEntry['resume'];
  /**
   * Held back this long before it is sent (an edit offered with Undo): until
   * then `withdrawEdit` can take it back as if it had never been made.
   */
  holdMs?: number;
};

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A command: changes the mirror at once and queues the call, in one Dexie
 * transaction, so the screen and the outbox can never disagree. The first
 * edit of a record keeps the server's row as its base, to rebase on and to
 * fall back to if the edit fails.
 */
export async function enqueueEdit(db: AppDb, input: EditInput): Promise<OutboxEntry> {
  const entityId = String(input.entityId);
  const collection = input.collection;
  if (!isMirroredCollection(collection)) {
    if (input.op.kind !== 'none') throw new Error(`${collection} is not mirrored: its edits change nothing on the device (op 'none').`);
    return db.transaction('rw', db.outbox, async () => appendEntry(db, input, entityId, await unmirroredBase(db, input, entityId)));
  }
  const table = tableOf(db, collection);
  return db.transaction('rw', writeScope(db, collection), async () => {
    const targets: { id: string; row: Record<string, unknown> | null }[] = [];
    if (entityId === '*') {
      if (input.op.kind !== 'patch-where') throw new Error('An edit of every row needs a patch-where op.');
      const where = input.op.where;
      const rows = await table.filter((r) => Object.entries(where).every(([k, v]) => r[k] === v)).toArray();
      for (const row of rows) targets.push({ id: String(row.id), row });
    } else {
      targets.push({ id: entityId, row: (await table.get(keyOf(collection, entityId))) ?? null });
    }
    let baseVersion: number | undefined;
    for (const target of targets) {
      const base = await db.bases.get([collection, target.id]);
      const serverRow = base ? base.row : input.op.kind === 'create' ? null : target.row;
      if (!base) await db.bases.put({ collection, id: target.id, row: serverRow });
      if (entityId !== '*' && serverRow && typeof serverRow.version === 'number') {
        // An accepted edit we have not seen the row of yet moved the server on.
        baseVersion = base?.minVersion ?? serverRow.version;
      }
      const next = applyOp(target.row, input.op);
      if (next) await table.put(next);
      else await table.delete(keyOf(collection, target.id));
    }
    return appendEntry(db, input, entityId, baseVersion);
  });
}

/**
 * A record that is not mirrored has no base row: the version the screen
 * read. When an earlier edit of it still waits, that edit's version stands
 * (the screen has not seen the row it will make; the engine moves it on
 * when the server answers).
 */
async function unmirroredBase(db: AppDb, input: EditInput, entityId: string): Promise<number | undefined> {
  if (input.baseVersion === undefined) return undefined;
  const earlier = await db.outbox.where('[collection+entityId]').equals([input.collection, entityId]).toArray();
  const waiting = earlier.filter((e) => e.ifMatch && e.baseVersion !== undefined).sort(bySeq).at(-1);
  return waiting && waiting.baseVersion! >= input.baseVersion ? waiting.baseVersion : input.baseVersion;
}

async function appendEntry(db: AppDb, input: EditInput, entityId: string, baseVersion: number | undefined): Promise<OutboxEntry> {
    const entry: OutboxEntry = {
      id: input.id ?? newId(),
      label: input.label,
      method: input.method,
      url: input.url,
      body: input.body,
      bodyType: input.bodyType ?? 'json',
      collection: input.collection,
      entityId,
      op: input.op,
      ifMatch: input.ifMatch ?? false,
      baseVersion,
      responseRow: input.responseRow === undefined ? null : input.responseRow,
      resume: input.resume,
      createdAt: Date.now(),
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
    };
    if (input.holdMs) entry.heldUntil = entry.nextAttemptAt = Date.now() + input.holdMs;
    entry.seq = await db.outbox.add(entry);
    return entry;
}
