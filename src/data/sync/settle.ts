import type { AppDb } from '../db/app-db';
import { isMirroredCollection } from '../../domain/sync/sync-types';
import { keyOf, rowKey } from '../db/mirror-types';
import type { OutboxEntry } from '../db/outbox-types';
import { newId } from './enqueue';
import { directStore, readAheadStore, type MirrorStore } from './mirror-store';
import { applyServerRow, recompute, tableOf, touchedIds, writeScope } from './mirror-writer';

type Row = Record<string, unknown>;

function responseRowOf(entry: OutboxEntry, body: unknown): Row | null {
  if (entry.responseRow === null || !body || typeof body !== 'object') return null;
  const row = entry.responseRow === '' ? body : (body as Row)[entry.responseRow];
  return row && typeof row === 'object' && 'id' in row ? (row as Row) : null;
}

type Accepted = { entry: OutboxEntry; body: unknown; resolve: () => void; reject: (error: unknown) => void };

/**
 * The server accepted an edit: drop it, and take the row it answered with.
 * The answers that arrive while one write runs are written together in the
 * next transaction, so a replay commits, and wakes the page's live queries,
 * once per batch instead of once per edit; the records they touch are read
 * ahead in bulk and written in bulk (mirror-store.ts). Each edit's promise
 * settles when its own batch is written.
 */
export function acceptedWriter(db: AppDb): (entry: OutboxEntry, body: unknown) => Promise<void> {
  let queue: Accepted[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (queue.length) {
      const batch = queue;
      queue = [];
      const scope = new Set(batch.flatMap(({ entry }) => writeScope(db, entry.collection)));
      try {
        await db.transaction('rw', [...scope], async () => {
          // An edit of a whole collection reads every based row of it: such a batch goes record by record.
          if (batch.some(({ entry }) => entry.entityId === '*')) {
            for (const { entry, body } of batch) await acceptInTransaction(db, directStore(db), entry, body);
            return;
          }
          const store = await readAheadStore(db, {
            seqs: batch.map(({ entry }) => entry.seq!),
            records: batch.flatMap(({ entry, body }) => {
              const row = responseRowOf(entry, body);
              const real = row && isMirroredCollection(entry.collection) ? String(rowKey(entry.collection, row)) : entry.entityId;
              return [{ collection: entry.collection, id: entry.entityId }, { collection: entry.collection, id: real }];
            }),
          });
          for (const { entry, body } of batch) await acceptInTransaction(db, store, entry, body);
          await store.flush();
        });
        for (const item of batch) item.resolve();
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    running = false;
  };
  return (entry, body) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ entry, body, resolve, reject });
      if (!running) void run();
    });
}

async function acceptInTransaction(db: AppDb, store: MirrorStore, entry: OutboxEntry, body: unknown) {
  if (!(await store.entry(entry.seq!))) return;
  if (!isMirroredCollection(entry.collection)) {
    await store.deleteEntry(entry.seq!);
    await moveLaterBases(store, entry, responseRowOf(entry, body));
    return;
  }
  const collection = entry.collection;
  const row = responseRowOf(entry, body);
  const ids = await touchedIds(db, entry);
  await store.deleteEntry(entry.seq!);
  if (!row) {
    for (const id of ids) await recompute(store, collection, id, 'keep');
    return;
  }
  const realId = String(rowKey(collection, row));
  if (entry.op.kind === 'create' && realId !== entry.entityId) {
    // An offline create had a temporary id: the server's row replaces it.
    await store.deleteRow(collection, entry.entityId);
    await store.deleteBase(collection, entry.entityId);
  }
  // Later edits of this record were queued against the version this one
  // started from; the server is now one version further.
  const later = (await store.activeEntriesFor(collection, realId)).filter((e) => e.entityId !== '*');
  for (const e of later) {
    if (e.baseVersion === entry.baseVersion && typeof row.version === 'number') {
      await store.updateEntry(e.seq!, { baseVersion: row.version });
    }
  }
  await applyServerRow(store, collection, realId, row, await store.activeEntriesFor(collection, realId));
  await recompute(store, collection, realId, 'keep');
}

/**
 * A record that is not mirrored: its later edits were queued on the version
 * this one started from; the server's answer says the version it made.
 */
async function moveLaterBases(store: MirrorStore, entry: OutboxEntry, row: Row | null) {
  if (!row || typeof row.version !== 'number' || entry.baseVersion === undefined) return;
  const later = await store.entriesOf(entry.collection, entry.entityId);
  for (const e of later) if (e.ifMatch && e.baseVersion === entry.baseVersion) await store.updateEntry(e.seq!, { baseVersion: row.version });
}

/** 400/404/422: the edit cannot succeed as it is. Undo it, keep it for the rep. */
export async function settleFailed(db: AppDb, entry: OutboxEntry, status: number, body: unknown, message: string) {
  await db.transaction('rw', writeScope(db, entry.collection), async () => {
    if (!(await db.outbox.get(entry.seq!))) return;
    await db.outbox.update(entry.seq!, { status: 'failed', lastError: message, failure: { status, body } });
    for (const id of await touchedIds(db, entry)) await recompute(directStore(db), entry.collection, id, 'undo');
  });
}

/** 412: someone else changed the record. Their row becomes the base. */
export async function settleConflict(db: AppDb, entry: OutboxEntry, current: Row | null, message: string) {
  await db.transaction('rw', writeScope(db, entry.collection), async () => {
    if (!(await db.outbox.get(entry.seq!))) return;
    await db.outbox.update(entry.seq!, { status: 'conflict', lastError: message, conflict: { current } });
    if (current && entry.entityId !== '*') {
      const store = directStore(db);
      await applyServerRow(store, entry.collection, entry.entityId, current, await store.activeEntriesFor(entry.collection, entry.entityId));
    }
  });
}

/** Keep mine: send my edit again, on top of the version the server has now. */
export async function keepMine(db: AppDb, seq: number) {
  const entry = await db.outbox.get(seq);
  if (!entry || entry.status !== 'conflict') return;
  const current = entry.conflict?.current as Row | null | undefined;
  // A new request (another If-Match): a new key, or the server would replay
  // the stored 412.
  await db.outbox.update(seq, {
    id: newId(),
    status: 'pending',
    baseVersion: typeof current?.version === 'number' ? current.version : undefined,
    conflict: undefined,
    lastError: undefined,
    attempts: 0,
    nextAttemptAt: 0,
  });
}

/** Take theirs, or discard a failed edit: drop it and show the server's row. */
export async function discardEdit(db: AppDb, seq: number) {
  const entry = await db.outbox.get(seq);
  if (!entry) return;
  await db.transaction('rw', writeScope(db, entry.collection), async () => {
    const ids = await touchedIds(db, entry);
    await db.outbox.delete(seq);
    for (const id of ids) await recompute(directStore(db), entry.collection, id, 'undo');
  });
}

/** Retry a failed edit: show it again and queue it as new. */
export async function retryEdit(db: AppDb, seq: number) {
  const entry = await db.outbox.get(seq);
  if (!entry || entry.status !== 'failed') return;
  await db.transaction('rw', writeScope(db, entry.collection), async () => {
    // A fresh key: the server stored the refusal under the old one.
    await db.outbox.update(seq, { id: newId(), status: 'pending', attempts: 0, nextAttemptAt: 0, failure: undefined, lastError: undefined });
    if (!isMirroredCollection(entry.collection)) return;
    const collection = entry.collection;
    const table = tableOf(db, collection);
    const ids = entry.entityId === '*' ? (await table.toArray()).map((r) => String(rowKey(collection, r))) : [entry.entityId];
    for (const id of ids) {
      if (!(await db.bases.get([collection, id]))) {
        // Nothing else in flight here: the mirror row is the server's.
        const row = (await table.get(keyOf(collection, id))) ?? null;
        await db.bases.put({ collection: collection, id, row });
      }
      await recompute(directStore(db), collection, id, 'keep');
    }
  });
}

/**
 * Back online (or "Sync now"): every waiting edit may go at once. Only the
 * edits that were waiting are written: Dexie's modify writes back every row
 * it is given, and a thousand edits queued offline, already due, took 440 ms
 * of rewriting before the first of them could be sent.
 */
export async function retryWaitingNow(db: AppDb) {
  const now = Date.now();
  // An edit still offered with Undo keeps its hold.
  const due = (e: OutboxEntry) => (e.heldUntil !== undefined && e.heldUntil > now ? e.heldUntil : 0);
  await db.outbox
    .where('status')
    .equals('pending')
    .filter((e) => e.nextAttemptAt !== due(e))
    .modify((e) => {
      e.nextAttemptAt = due(e);
    });
}
