import { afterEach, describe, expect, it } from 'vitest';
import type { DBCoreMutateRequest, DBCoreTransaction } from 'dexie';
import { AppDb, schemaVersions } from '../../../src/data/db/app-db';
import { pullChanges } from '../../../src/data/sync/pull';
import type { PullPage } from '../../../src/domain/sync/sync-types';
import { pipelineMeeting } from '../../support/pipeline-meeting';

/** One write seen by a connection: in which transaction, of what durability, to which table. */
type Write = { connection: string; tx: number; durability: string | undefined; table: string; keys: unknown[] };

/** Logs every write a connection makes, with its transaction and that transaction's durability. */
function logWrites(db: AppDb, connection: string, log: Write[]) {
  const txs = new WeakMap<DBCoreTransaction, { id: number; durability: string | undefined }>();
  db.use({
    stack: 'dbcore',
    name: 'log-writes',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        const tx = down.transaction(stores, mode, options);
        txs.set(tx, { id: ++txCount, durability: options?.durability });
        return tx;
      },
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(req: DBCoreMutateRequest) {
            const tx = txs.get(req.trans)!;
            const keys = req.type === 'put' || req.type === 'add' ? req.values.map((v) => (v as { id?: unknown; key?: unknown }).id ?? (v as { key?: unknown }).key) : [];
            log.push({ connection, tx: tx.id, durability: tx.durability, table: name, keys });
            return table.mutate(req);
          },
        };
      },
    }),
  });
}
let txCount = 0;
let n = 0;
const opened: AppDb[] = [];
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  if (dbs[0]) await dbs[0].delete();
});

const meeting = (id: number) =>
  pipelineMeeting({ id, clientId: 1, status: 'Initial Meeting', prospect_name: `P ${id}`, startAt: '2026-11-24T15:00:00.000Z', version: 1 });
const pages: PullPage[] = [1, 2, 3].map((p) => ({
  cursor: p * 100,
  more: p < 3,
  changes: [0, 1, 2].map((i) => ({ collection: 'meetings' as const, id: String(p * 10 + i), op: 'put' as const, data: meeting(p * 10 + i) })),
}));

describe('a first sync written relaxed (decision 0037)', () => {
  it('commits each cursor with its own rows, and ends with one strict commit of the cursor and firstSyncAt after every row', async () => {
    const name = `durability-${Date.now()}-${n++}`;
    const relaxed = new AppDb(name, schemaVersions, 'relaxed');
    const strict = new AppDb(name, schemaVersions, 'strict');
    opened.push(relaxed, strict);
    const log: Write[] = [];
    logWrites(relaxed, 'relaxed', log);
    logWrites(strict, 'strict', log);
    let asked = 0;
    await pullChanges({ db: relaxed, durableDb: strict, fetchPage: async () => pages[asked++], writeSlice: 2000 });

    const rowWrites = log.filter((w) => w.table === 'meetings');
    const metaWrites = log.filter((w) => w.table === 'meta');
    // The bulk: every row through the relaxed connection.
    expect(rowWrites.every((w) => w.connection === 'relaxed' && w.durability === 'relaxed')).toBe(true);
    // A cursor is never written in a transaction without the rows it covers.
    for (const cursorWrite of metaWrites.filter((w) => w.connection === 'relaxed')) {
      expect(cursorWrite.keys).toEqual(['cursor']);
      const page = pages.find((p) => rowWrites.some((w) => w.tx === cursorWrite.tx && w.keys.includes(Number(p.changes[0].id))))!;
      expect(page, 'the rows of the page its cursor covers, in its transaction').toBeDefined();
      const rowsOfItsTx = rowWrites.filter((w) => w.tx === cursorWrite.tx).flatMap((w) => w.keys);
      expect(rowsOfItsTx).toEqual(page.changes.map((c) => Number(c.id)));
    }
    // firstSyncAt only in the strict commit, with the final cursor, after the last row.
    const ending = metaWrites.filter((w) => w.keys.includes('firstSyncAt'));
    expect(ending).toHaveLength(1);
    expect(ending[0]).toMatchObject({ connection: 'strict', durability: 'strict' });
    const endTx = ending[0].tx;
    expect(metaWrites.filter((w) => w.tx === endTx).flatMap((w) => w.keys)).toEqual(['cursor', 'firstSyncAt']);
    expect(log.findIndex((w) => w.tx === endTx)).toBeGreaterThan(log.findLastIndex((w) => w.table === 'meetings'));
    expect((await strict.meta.get('cursor'))!.value).toBe(300);
    expect(await strict.meetings.count()).toBe(9);
  });

  it('leaves the stored cursor at the last page whose rows committed when a page fails, and the device not synced', async () => {
    const name = `durability-${Date.now()}-${n++}`;
    const relaxed = new AppDb(name, schemaVersions, 'relaxed');
    const strict = new AppDb(name, schemaVersions, 'strict');
    opened.push(relaxed, strict);
    // The third page's write fails (its transaction aborts), as a crash mid-write would lose it.
    relaxed.meetings.hook('creating', (key) => {
      if (Number(key) >= 30) throw new Error('disk gone');
    });
    let asked = 0;
    await expect(pullChanges({ db: relaxed, durableDb: strict, fetchPage: async () => pages[asked++] })).rejects.toThrow(/disk gone/);
    expect((await strict.meta.get('cursor'))!.value).toBe(200);
    expect(await strict.meetings.toCollection().primaryKeys()).toEqual([10, 11, 12, 20, 21, 22]);
    expect(await strict.meta.get('firstSyncAt')).toBeUndefined();
  });
});
