import Dexie, { type Table } from 'dexie';
import type { AppDb } from '../db/app-db';
import { isMirroredCollection, type Collection } from '../../domain/sync/sync-types';
import { keyOf, rowKey } from '../db/mirror-types';
import { bySeq, type BaseRow, type OutboxEntry } from '../db/outbox-types';
import { entryTouches, isActive } from './apply-op';

type Row = Record<string, unknown>;

/**
 * What settling an edit or a pulled row reads and writes: outbox entries,
 * bases and mirror rows, within the caller's Dexie transaction. `directStore`
 * asks IndexedDB for each; `readAheadStore` reads the records a batch will
 * touch in a few bulk calls first, keeps the writes, and writes them in bulk
 * at the end. Each IndexedDB call waits for the browser's storage process, so
 * a replay that accepts a hundred edits then makes a handful of calls instead
 * of a dozen per edit (issue 24), with the same rules applied to the same
 * values.
 */
export type MirrorStore = {
  entry(seq: number): Promise<OutboxEntry | undefined>;
  updateEntry(seq: number, changes: Partial<OutboxEntry>): Promise<void>;
  deleteEntry(seq: number): Promise<void>;
  /** Every edit of one record, whatever its state, oldest first. */
  entriesOf(collection: string, entityId: string): Promise<OutboxEntry[]>;
  /** Edits in flight that touch one record (its own and the collection's '*' edits), oldest first. */
  activeEntriesFor(collection: string, entityId: string): Promise<OutboxEntry[]>;
  base(collection: string, id: string): Promise<BaseRow | undefined>;
  putBase(base: BaseRow): Promise<void>;
  deleteBase(collection: string, id: string): Promise<void>;
  row(collection: Collection, id: string): Promise<Row | undefined>;
  putRow(collection: Collection, row: Row): Promise<void>;
  deleteRow(collection: Collection, id: string): Promise<void>;
};

export const tableOf = (db: AppDb, collection: Collection): Table<Row, string | number> => db.table(collection);

/** Each read and write straight to IndexedDB. */
export function directStore(db: AppDb): MirrorStore {
  return {
    entry: (seq) => db.outbox.get(seq),
    updateEntry: async (seq, changes) => void (await db.outbox.update(seq, changes)),
    deleteEntry: (seq) => db.outbox.delete(seq),
    entriesOf: async (collection, entityId) => (await db.outbox.where('[collection+entityId]').equals([collection, entityId]).toArray()).sort(bySeq),
    activeEntriesFor: async (collection, entityId) =>
      (
        await db.outbox
          .where('[collection+entityId]')
          .anyOf([
            [collection, entityId],
            [collection, '*'],
          ])
          .toArray()
      )
        .filter(isActive)
        .sort(bySeq),
    base: (collection, id) => db.bases.get([collection, id]),
    putBase: async (base) => void (await db.bases.put(base)),
    deleteBase: (collection, id) => db.bases.delete([collection, id]),
    row: (collection, id) => tableOf(db, collection).get(keyOf(collection, id)),
    putRow: async (collection, row) => void (await tableOf(db, collection).put(row)),
    deleteRow: (collection, id) => tableOf(db, collection).delete(keyOf(collection, id)),
  };
}

type RecordRef = { collection: string; id: string };
const refKey = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * A store over the given entries and records, read ahead in bulk. A record
 * that was not announced is read when first asked for. Nothing reaches
 * IndexedDB until `flush`, which the caller awaits before its transaction
 * ends; everything read or written must go through the store meanwhile.
 */
export async function readAheadStore(db: AppDb, ahead: { seqs: number[]; records: RecordRef[] }): Promise<MirrorStore & { flush(): Promise<void> }> {
  // null: deleted in this store.
  const entries = new Map<number, OutboxEntry | null>();
  const entriesRead = new Set<string>();
  const bases = new Map<string, BaseRow | null>();
  const rows = new Map<string, Row | null>();
  const dirtyEntries = new Set<number>();
  const dirtyBases = new Set<string>();
  const dirtyRows = new Map<Collection, Set<string>>();

  const records = [...new Map(ahead.records.map((r) => [refKey(r.collection, r.id), r])).values()];
  const mirrored = records.filter((r): r is { collection: Collection; id: string } => isMirroredCollection(r.collection));
  const pairs = records.map((r): [string, string] => [r.collection, r.id]);
  const wide = [...new Set(records.map((r) => r.collection))].map((c): [string, string] => [c, '*']);
  const byCollection = new Map<Collection, string[]>();
  for (const r of mirrored) byCollection.set(r.collection, [...(byCollection.get(r.collection) ?? []), r.id]);

  // Every read is asked for before any is awaited: they run side by side in the transaction.
  // (Awaited one by one: a native Promise.all would leave Dexie's transaction zone.)
  const announcedRead = db.outbox.bulkGet(ahead.seqs);
  const relatedRead = pairs.length ? db.outbox.where('[collection+entityId]').anyOf([...pairs, ...wide]).toArray() : null;
  const basesRead = db.bases.bulkGet(mirrored.map((r): [string, string] => [r.collection, r.id]));
  const rowReads = [...byCollection].map(([c, ids]) => tableOf(db, c).bulkGet(ids.map((id) => keyOf(c, id))));
  const announced = await announcedRead;
  const related = relatedRead ? await relatedRead : [];
  const baseRows = await basesRead;
  const rowLists: (Row | undefined)[][] = [];
  for (const read of rowReads) rowLists.push(await read);
  ahead.seqs.forEach((seq, i) => entries.set(seq, announced[i] ?? null));
  for (const e of related) entries.set(e.seq!, e);
  for (const [c, id] of [...pairs, ...wide]) entriesRead.add(refKey(c, id));
  mirrored.forEach((r, i) => bases.set(refKey(r.collection, r.id), baseRows[i] ?? null));
  [...byCollection].forEach(([c, ids], i) => ids.forEach((id, j) => rows.set(refKey(c, id), rowLists[i][j] ?? null)));

  // A record not announced: its entries read now, once.
  const readEntries = (collection: string, entityId: string): Promise<void> => {
    const missing = [entityId, '*'].filter((id) => !entriesRead.has(refKey(collection, id)));
    if (!missing.length) return done(undefined);
    for (const id of missing) entriesRead.add(refKey(collection, id));
    return db.outbox
      .where('[collection+entityId]')
      .anyOf(missing.map((id) => [collection, id]))
      .toArray()
      .then((found) => {
        for (const e of found) if (!entries.has(e.seq!)) entries.set(e.seq!, e);
      });
  };
  const live = () => [...entries.values()].filter((e): e is OutboxEntry => e !== null);

  // Answers from memory are Dexie's promises: a chain of native awaits that
  // touches no table leaves Dexie's transaction zone (PrematureCommitError).
  const done = <T>(value: T): Promise<T> => Dexie.Promise.resolve(value) as Promise<T>;
  const cached = <T>(map: Map<string | number, T | null>, key: string | number, read: () => Promise<T | undefined>): Promise<T | undefined> =>
    map.has(key)
      ? done(map.get(key) ?? undefined)
      : read().then((value) => {
          map.set(key, value ?? null);
          return value;
        });
  const dirty = (collection: Collection, id: string) => dirtyRows.set(collection, (dirtyRows.get(collection) ?? new Set()).add(id));

  const store: MirrorStore = {
    entry: (seq) => cached(entries as Map<string | number, OutboxEntry | null>, seq, () => db.outbox.get(seq)),
    updateEntry: (seq, changes) =>
      store.entry(seq).then((current) => {
        if (!current) return;
        entries.set(seq, { ...current, ...changes });
        dirtyEntries.add(seq);
      }),
    deleteEntry(seq) {
      entries.set(seq, null);
      dirtyEntries.add(seq);
      return done(undefined);
    },
    entriesOf: (collection, entityId) =>
      readEntries(collection, entityId).then(() =>
        live()
          .filter((e) => e.collection === collection && e.entityId === entityId)
          .sort(bySeq),
      ),
    activeEntriesFor: (collection, entityId) =>
      readEntries(collection, entityId).then(() =>
        live()
          .filter((e) => e.collection === collection && entryTouches(e, entityId) && isActive(e))
          .sort(bySeq),
      ),
    base: (collection, id) => cached(bases as Map<string | number, BaseRow | null>, refKey(collection, id), () => db.bases.get([collection, id])),
    putBase(base) {
      const key = refKey(base.collection, base.id);
      bases.set(key, base);
      dirtyBases.add(key);
      return done(undefined);
    },
    deleteBase(collection, id) {
      const key = refKey(collection, id);
      bases.set(key, null);
      dirtyBases.add(key);
      return done(undefined);
    },
    row: (collection, id) => cached(rows as Map<string | number, Row | null>, refKey(collection, id), () => tableOf(db, collection).get(keyOf(collection, id))),
    putRow(collection, row) {
      const id = String(rowKey(collection, row));
      rows.set(refKey(collection, id), row);
      dirty(collection, id);
      return done(undefined);
    },
    deleteRow(collection, id) {
      rows.set(refKey(collection, id), null);
      dirty(collection, id);
      return done(undefined);
    },
  };

  async function flush() {
    const writes: Promise<unknown>[] = [];
    const changedEntries = [...dirtyEntries].map((seq) => [seq, entries.get(seq)] as const);
    const putEntries = changedEntries.flatMap(([, e]) => (e ? [e] : []));
    const deletedEntries = changedEntries.flatMap(([seq, e]) => (e ? [] : [seq]));
    if (putEntries.length) writes.push(db.outbox.bulkPut(putEntries));
    if (deletedEntries.length) writes.push(db.outbox.bulkDelete(deletedEntries));
    const changedBases = [...dirtyBases].map((key) => [key.split('\u0000') as [string, string], bases.get(key)] as const);
    const putBases = changedBases.flatMap(([, b]) => (b ? [b] : []));
    const deletedBases = changedBases.flatMap(([key, b]) => (b ? [] : [key]));
    if (putBases.length) writes.push(db.bases.bulkPut(putBases));
    if (deletedBases.length) writes.push(db.bases.bulkDelete(deletedBases));
    for (const [collection, ids] of dirtyRows) {
      const changed = [...ids].map((id) => [id, rows.get(refKey(collection, id))] as const);
      const put = changed.flatMap(([, r]) => (r ? [r] : []));
      const deleted = changed.flatMap(([id, r]) => (r ? [] : [keyOf(collection, id)]));
      if (put.length) writes.push(tableOf(db, collection).bulkPut(put));
      if (deleted.length) writes.push(tableOf(db, collection).bulkDelete(deleted));
    }
    dirtyEntries.clear();
    dirtyBases.clear();
    dirtyRows.clear();
    for (const write of writes) await write;
  }

  return { ...store, flush };
}
