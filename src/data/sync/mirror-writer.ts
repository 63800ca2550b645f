import type { AppDb } from '../db/app-db';
import { isMirroredCollection } from '../../domain/sync/sync-types';
import { bySeq, type OutboxEntry } from '../db/outbox-types';
import { entryTouches, isActive, rebase } from './apply-op';
import { tableOf, type MirrorStore } from './mirror-store';

type Row = Record<string, unknown>;

export { tableOf };

/** The tables a mirror write spans, for one Dexie transaction (no mirror table for records that are not mirrored). */
export function writeScope(db: AppDb, collection: string) {
  const bookkeeping = [db.bases, db.outbox, db.meta];
  return isMirroredCollection(collection) ? [tableOf(db, collection), ...bookkeeping] : bookkeeping;
}

/** Edits in flight for a collection, oldest first. */
export async function activeEntries(db: AppDb, collection: string): Promise<OutboxEntry[]> {
  const all = await db.outbox.where('[collection+entityId]').between([collection, ''], [collection, '\uffff']).toArray();
  return all.filter(isActive).sort(bySeq);
}

async function putOrDelete(store: MirrorStore, collection: string, entityId: string, row: Row | null) {
  if (!isMirroredCollection(collection)) return;
  if (row) await store.putRow(collection, row);
  else await store.deleteRow(collection, entityId);
}

/**
 * Recomputes one record from its base and the edits still in flight. With
 * nothing left in flight the base is dropped and the mirror shows either the
 * base (`undo`: the edits failed or were discarded) or what it shows now
 * (`keep`: the server accepted them; the next pull confirms).
 */
export async function recompute(store: MirrorStore, collection: string, entityId: string, mode: 'undo' | 'keep') {
  // Records that are not mirrored have no base and nothing to show.
  if (!isMirroredCollection(collection)) return;
  const base = await store.base(collection, entityId);
  if (!base) return;
  const entries = await store.activeEntriesFor(collection, entityId);
  if (entries.length) {
    await putOrDelete(store, collection, entityId, rebase(base.row, entries));
    return;
  }
  if (mode === 'undo' || base.row === null) {
    if (mode === 'undo') await putOrDelete(store, collection, entityId, base.row);
    await store.deleteBase(collection, entityId);
    return;
  }
  // Accepted, but we have not seen the row it made: keep showing ours until
  // a row at least one version newer than the base comes.
  await store.putBase({ ...base, minVersion: Number(base.row.version) + 1 });
}

/** Every record an edit may have changed: one id, or each based row for '*'. */
export async function touchedIds(db: AppDb, entry: OutboxEntry): Promise<string[]> {
  if (entry.entityId !== '*') return [entry.entityId];
  const bases = await db.bases.where('[collection+id]').between([entry.collection, ''], [entry.collection, '\uffff']).toArray();
  return bases.map((b) => b.id);
}

/**
 * A server row for a record (from a pull or an answer). With edits in flight
 * it becomes the base and the edits are re-applied on top; otherwise it
 * replaces the mirror row unless the mirror already holds a newer version.
 */
export async function applyServerRow(store: MirrorStore, collection: string, entityId: string, row: Row | null, inFlight: readonly OutboxEntry[]) {
  if (!isMirroredCollection(collection)) return;
  const entries = inFlight.filter((e) => entryTouches(e, entityId));
  const base = await store.base(collection, entityId);
  if (base?.minVersion !== undefined && row && Number(row.version) < base.minVersion) return;
  if (entries.length) {
    if (base?.row && row && Number(base.row.version) > Number(row.version)) return;
    await store.putBase({ collection, id: entityId, row });
    await putOrDelete(store, collection, entityId, rebase(row, entries));
    return;
  }
  if (base) await store.deleteBase(collection, entityId);
  if (row) {
    const current = await store.row(collection, entityId);
    if (current && Number(current.version) > Number(row.version)) return;
  }
  await putOrDelete(store, collection, entityId, row);
}
