import type { AppDb } from '../db/app-db';
import type { PullPage, PulledChange } from '../../domain/sync/sync-types';
import { collections, keyOf, type Collection } from '../db/mirror-types';
import { pullChanges as pullChangesCall } from '../../domain/sync/sync-endpoints';
import { callEndpoint } from '../http/call-endpoint';
import { entryTouches } from './apply-op';
import { readAheadStore } from './mirror-store';
import { activeEntries, applyServerRow, tableOf } from './mirror-writer';


export type PullProgress = { done: number; total: number };

export type PullDeps = {
  db: AppDb;
  /**
   * The connection the end of a first sync commits through, when `db` writes
   * with relaxed durability (the first sync's worker, decision 0037): the
   * cursor and `firstSyncAt` land there, durably, after every page.
   */
  durableDb?: AppDb;
  fetchPage?: (cursor: number, limit: number, withCount: boolean) => Promise<PullPage>;
  pageSize?: number;
  /** Rows per IndexedDB call: small on the page's thread (short tasks), a whole page in a worker. */
  writeSlice?: number;
  onProgress?: (progress: PullProgress) => void;
};

const defaultFetchPage = async (cursor: number, limit: number, withCount: boolean): Promise<PullPage> =>
  (await callEndpoint(pullChangesCall, { query: { cursor, limit, count: withCount ? true : undefined } })).data;

// About 20 ms of IndexedDB work on the main thread for 100 meetings on a slow
// device: short enough that the screen stays responsive (no task over 50 ms).
const mainThreadSlice = 100;

/** Whether this device has finished a first sync (the mirror holds the rep's data). */
export async function firstSyncDone(db: AppDb): Promise<boolean> {
  return Boolean(await db.meta.get('firstSyncAt'));
}

export async function readCursor(db: AppDb): Promise<number> {
  return Number((await db.meta.get('cursor'))?.value ?? 0);
}

/**
 * Applies one page of the feed in one Dexie transaction (decision 0002): rows
 * with edits in flight get the server row as their base and the edits
 * re-applied; the rest are written in bulk.
 */
export async function applyPage(db: AppDb, page: PullPage, firstSync = false, writeSlice = mainThreadSlice) {
  // Lock only the tables this page writes: a read-write transaction over a
  // table holds back the screens reading it (the board at start, say).
  const touched = collections.filter((c) => page.changes.some((change) => change.collection === c));
  if (!touched.length) {
    if ((await readCursor(db)) !== page.cursor) await db.meta.put({ key: 'cursor', value: page.cursor });
    return;
  }
  const tables = [...touched.map((c) => tableOf(db, c)), db.bases, db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    // The first sync of a device with nothing in the outbox: no row on the
    // device can be newer than the server's, so write without reading first.
    const trusted = firstSync && (await db.outbox.count()) === 0 && (await db.bases.count()) === 0;
    await writeChanges(db, page.changes, trusted, writeSlice);
    // The cursor commits in the same transaction as its page's rows: even a
    // relaxed commit lost in a crash loses both, never the rows alone.
    await db.meta.put({ key: 'cursor', value: page.cursor });
  });
}

/** Rows a documented GET answered (e.g. GET /notification-user), merged like a pull. */
export async function applyServerRows(db: AppDb, collection: Collection, rows: Record<string, unknown>[]) {
  await db.transaction('rw', [tableOf(db, collection), db.bases, db.outbox, db.meta], () =>
    writeChanges(
      db,
      rows.map((data) => ({ collection, id: String(collection === 'lookups' ? data.name : data.id), op: 'put' as const, data })),
    ),
  );
}

async function writeChanges(db: AppDb, changes: PulledChange[], trusted = false, writeSlice = mainThreadSlice) {
  const byCollection = new Map<Collection, PulledChange[]>();
  for (const change of changes) {
    if (!collections.includes(change.collection)) continue;
    const list = byCollection.get(change.collection) ?? [];
    list.push(change);
    byCollection.set(change.collection, list);
  }
  for (const [collection, list] of byCollection) {
    const inFlight = await activeEntries(db, collection);
    const table = tableOf(db, collection);
    // The last change of a record in a page wins.
    const latest = new Map(list.map((c) => [c.id, c]));
    // Rows with a base (edits in flight, or accepted and awaiting their row) take the careful path.
    const based = new Set(
      (await db.bases.where('[collection+id]').between([collection, ''], [collection, '\uffff']).primaryKeys()).map(([, id]) => id),
    );
    const puts: PulledChange[] = [];
    const dels: PulledChange[] = [];
    const careful: PulledChange[] = [];
    for (const change of latest.values()) {
      if (based.has(change.id) || inFlight.some((e) => entryTouches(e, change.id))) careful.push(change);
      else (change.op === 'put' && change.data ? puts : dels).push(change);
    }
    if (careful.length) {
      // After a replay every accepted record has a base until its row comes: read them ahead, write them together.
      const store = await readAheadStore(db, { seqs: [], records: careful.map((c) => ({ collection, id: c.id })) });
      for (const change of careful) await applyServerRow(store, collection, change.id, change.op === 'put' ? (change.data ?? null) : null, inFlight);
      await store.flush();
    }
    if (dels.length) await table.bulkDelete(dels.map((c) => keyOf(collection, c.id)));
    // Slices of rows: IndexedDB copies each row on the main thread, and one
    // call for a whole page would be a long task that freezes the screen.
    for (let i = 0; i < puts.length; i += writeSlice) {
      const slice = puts.slice(i, i + writeSlice);
      if (trusted) {
        await table.bulkPut(slice.map((c) => c.data!));
        continue;
      }
      const current = await table.bulkGet(slice.map((c) => keyOf(collection, c.id)));
      // An answer to our own edit may already have brought a newer row.
      const fresh = slice.filter((c, j) => !(current[j] && Number(current[j]!.version) > Number(c.data!.version)));
      await table.bulkPut(fresh.map((c) => c.data!));
    }
  }
}

/** Pages asked before the one being written (see `pagesAhead`). */
const pagesAskedAhead = 2;

/**
 * The feed's pages from `cursor`, in order, asked up to `ahead` pages before
 * the one taken. The pages chain (each page's cursor is where the next
 * begins), so each lands and at once asks the next while room is left: the
 * network never waits on IndexedDB, which used to hold back the next ask
 * until the page before was written. A failure comes out of `take` in order.
 */
function pagesAhead(fetchPage: NonNullable<PullDeps['fetchPage']>, cursor: number, pageSize: number, ahead: number) {
  const queue: Promise<PullPage>[] = [];
  // The last page asked, once it has landed (null while it is on its way).
  let landed: PullPage | null = null;
  let failed = false;
  const ask = (from: number, withCount: boolean) => {
    landed = null;
    const asked = fetchPage(from, pageSize, withCount);
    queue.push(asked);
    asked.then(
      (page) => {
        landed = page;
        askNext();
      },
      () => {
        failed = true;
      },
    );
  };
  const askNext = () => {
    if (!failed && landed?.more && queue.length < ahead) ask(landed.cursor, false);
  };
  ask(cursor, true);
  return {
    /** The next page, in order (only asked for while the page before said `more`). */
    take(): Promise<PullPage> {
      const next = queue.shift();
      askNext();
      return next ?? Promise.reject(new Error('The feed has no further page'));
    },
  };
}

/**
 * Pulls the feed from the stored cursor until it is exhausted. The next
 * pages are already on their way while one is written (`pagesAhead`), so
 * the network and IndexedDB work side by side.
 */
export async function pullChanges(deps: PullDeps): Promise<{ pulled: number; cursor: number }> {
  const fetchPage = deps.fetchPage ?? defaultFetchPage;
  let cursor = await readCursor(deps.db);
  // Until one pull has reached the end, this is still the first sync (it may
  // take several attempts on a bad connection).
  const first = !(await firstSyncDone(deps.db));
  const pageSize = deps.pageSize ?? (first ? 2000 : 500);
  const pages = pagesAhead(fetchPage, cursor, pageSize, pagesAskedAhead);
  let pulled = 0;
  let page = await pages.take();
  const total = page.changes.length + (page.remaining ?? 0);
  for (;;) {
    await applyPage(deps.db, page, first, deps.writeSlice);
    pulled += page.changes.length;
    cursor = page.cursor;
    deps.onProgress?.({ done: pulled, total: Math.max(total, pulled) });
    if (!page.more) break;
    page = await pages.take();
  }
  if (first) await commitFirstSync(deps.durableDb ?? deps.db, cursor);
  return { pulled, cursor };
}

/**
 * The end of a first sync (decision 0037): its cursor and `firstSyncAt` in
 * one transaction, begun only once every page's transaction has committed,
 * through the durable connection when the pages were written relaxed. A
 * durable commit also makes every earlier relaxed commit of the database
 * durable, so a device that shows itself synced holds all the rows.
 */
async function commitFirstSync(db: AppDb, cursor: number) {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: 'cursor', value: cursor });
    await db.meta.put({ key: 'firstSyncAt', value: Date.now() });
  });
}
