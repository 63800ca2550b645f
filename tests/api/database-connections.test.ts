import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
});
afterAll(() => api.close());

// PostgreSQL only (the CI's second API pass): PGlite has no connections to lose.
describe.runIf(process.env.DATABASE_URL)('when PostgreSQL closes the pool’s connections', () => {
  it('keeps serving: the idle connections are replaced, the process does not end', async () => {
    // Open several pool connections, then have PostgreSQL end every other one.
    await Promise.all(Array.from({ length: 5 }, () => sdr.get('/me')));
    await api.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // Give the pool the moment it takes to notice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 5 }, () => sdr.get('/me')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe.runIf(process.env.DATABASE_URL)('when PostgreSQL ends a connection in the middle of a transaction', () => {
  // Found by the chaos run on PostgreSQL (issue 17): a database restart while
  // a write's transaction waited between two statements ended the server.
  it('fails that transaction, and the process and the pool live on', async () => {
    const { db } = api.database;
    const pidOf = async (tx: typeof db) => ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0].pid;
    const gone = async (pid: number) =>
      ((await db.execute(sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`)) as unknown as { rows: { n: number }[] }).rows[0].n === 0;
    await expect(
      db.transaction(async (tx) => {
        const pid = await pidOf(tx as unknown as typeof db);
        // Ended from another connection while this one runs no statement.
        await db.execute(sql`select pg_terminate_backend(${pid})`);
        await expect.poll(() => gone(pid), { timeout: 5_000, interval: 20 }).toBe(true);
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toThrow('Failed query'); // drizzle reports the ROLLBACK that could not run either
    const answers = await Promise.all(Array.from({ length: 3 }, () => sdr.get('/me')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });
});
