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
