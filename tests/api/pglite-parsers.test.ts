import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

// src/server/db/pglite-parsers.ts: Drizzle's text parsers live on the client,
// so PGlite is never handed per-query parsers (it copied ~370 for each).
type Rows = { rows: Record<string, unknown>[] };

describe('PGlite under Drizzle', () => {
  let database: Database;
  const query = vi.spyOn(PGlite.prototype, 'query');
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    query.mockRestore();
    await database.close();
  });

  it('receives no per-query parsers, and dates and timestamps still come back as text', async () => {
    query.mockClear();
    const result = (await database.db.execute(sql`select now()::timestamptz as at, current_date as day, interval '1 day' as span`)) as unknown as Rows;
    const [row] = result.rows;
    const inTx = await database.db.transaction(async (tx) => ((await tx.execute(sql`select now()::timestamp as at`)) as unknown as Rows).rows);
    expect(query).toHaveBeenCalled();
    expect(query.mock.calls.filter(([, , options]) => options?.parsers !== undefined)).toEqual([]);
    expect(typeof row.at).toBe('string');
    expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.span).toBe('1 day');
    expect(typeof inTx[0].at).toBe('string');
  });

  it('gives the event loop a turn between queries, in and out of a transaction, so a long run of queries never holds other requests (issue 17)', async () => {
    let done = 0;
    for (const run of [
      async () => {
        for (let i = 0; i < 50; i++, done++) await database.db.execute(sql`select ${i}::int as n`);
      },
      () =>
        database.db.transaction(async (tx) => {
          for (let i = 0; i < 50; i++, done++) await tx.execute(sql`select ${i}::int as n`);
        }),
    ]) {
      done = 0;
      let doneAtTurn = -1;
      // What another connection's request needs: a turn of the loop while the queries run, not after the last.
      setImmediate(() => (doneAtTurn = done));
      await run();
      expect(doneAtTurn).toBeGreaterThanOrEqual(0);
      expect(doneAtTurn).toBeLessThan(3);
    }
  });
});
