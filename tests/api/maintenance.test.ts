import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { pruneExpired } from '../../src/server/maintenance';
import { createTestApi, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('housekeeping', () => {
  it('keeps idempotency keys for 90 days and removes them after', async () => {
    const db = api.database.db;
    await db.insert(idempotencyKeys).values([
      { userId: 1, key: 'k-30-days-old-0001', requestHash: 'h', state: 'done', createdAt: sql`now() - interval '30 days'` },
      { userId: 1, key: 'k-89-days-old-0001', requestHash: 'h', state: 'done', createdAt: sql`now() - interval '89 days'` },
      { userId: 1, key: 'k-91-days-old-0001', requestHash: 'h', state: 'done', createdAt: sql`now() - interval '91 days'` },
    ]);
    await pruneExpired(db);
    const left = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(left).toContain('k-30-days-old-0001');
    expect(left).toContain('k-89-days-old-0001');
    expect(left).not.toContain('k-91-days-old-0001');
  });

  it('ends expired sessions', async () => {
    const client = await api.as('sdr@demo.test');
    expect((await client.get('/me')).status).toBe(200);
    await api.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    await pruneExpired(api.database.db);
    expect((await client.get('/me')).status).toBe(401);
  });
});
