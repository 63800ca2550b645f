import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { monthOfRelationship } from '../../src/domain/clients/month-of-relationship';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../src/server/db/schema/meetings';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { users } from '../../src/server/db/schema/users';
import { recordChange } from '../../src/server/sync/record-change';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Change = { collection: string; id: string; op: 'put' | 'del'; data?: any };

async function pullAll(client: ApiClient, cursor = 0, limit = 500) {
  const changes: Change[] = [];
  const cursors: number[] = [];
  for (;;) {
    const res = await client.get(`/api/sync/pull?cursor=${cursor}&limit=${limit}`);
    expect(res.status).toBe(200);
    changes.push(...res.body.changes);
    expect(res.body.cursor).toBeGreaterThanOrEqual(cursor);
    cursor = res.body.cursor;
    cursors.push(cursor);
    if (!res.body.more) break;
  }
  return { changes, cursor, cursors };
}

async function firstMeeting(client: ApiClient) {
  const list = await client.get('/api/clients/1/meetings');
  return list.body.find((m: any) => m.deleted === '0');
}

describe('GET /api/sync/pull', () => {
  it('pages through every mirrored collection in order, then answers nothing new', async () => {
    const sdr = await api.as('sdr@demo.test');
    const { changes, cursor, cursors } = await pullAll(sdr, 0, 300);
    expect(cursors.length).toBeGreaterThan(1);
    expect([...cursors].sort((a, b) => a - b)).toEqual(cursors);
    const kinds = new Set(changes.map((c) => c.collection));
    for (const k of ['me', 'lookups', 'clients', 'meetings', 'tasks', 'notifications']) expect(kinds).toContain(k);
    expect(changes.find((c) => c.collection === 'lookups' && c.id === 'timezones')!.data.items).toHaveLength(10);
    const again = await sdr.get(`/api/sync/pull?cursor=${cursor}`);
    expect(again.body).toMatchObject({ cursor, changes: [], more: false });
  });

  // The feed sends each meeting as the database writes it (row_to_json): the
  // same names, values and types as the pipeline list, field for field.
  it("mirrors each meeting exactly as the pipeline list gives it", async () => {
    const sdr = await api.as('sdr@demo.test');
    const { changes } = await pullAll(sdr, 0, 2000);
    const mirrored = changes.filter((c) => c.collection === 'meetings' && c.op === 'put' && c.data.clientId === 1);
    const listed = (await sdr.get('/api/clients/1/meetings')).body as Record<string, unknown>[];
    expect(mirrored.length).toBe(listed.length);
    const byId = new Map(mirrored.map((c) => [c.data.id, c.data]));
    for (const row of listed) expect(byId.get(row.id)).toStrictEqual(row);
    expect(listed.some((row) => typeof row.quality === 'number')).toBe(true);
  });

  // Clients too are written by the database (queries/clients.ts): the feed
  // passes the text on, the list parses it; both in Client's formats.
  it('mirrors each client exactly as the client list gives it, in the spec\'s formats', async () => {
    const admin = await api.as('admin@demo.test');
    const { changes } = await pullAll(admin, 0, 2000);
    const listed = (await admin.get('/api/clients')).body as Record<string, any>[];
    const mirrored = new Map(changes.filter((c) => c.collection === 'clients' && c.op === 'put').map((c) => [c.data.id, c.data]));
    expect(listed.length).toBeGreaterThan(10);
    for (const row of listed) expect(mirrored.get(row.id)).toStrictEqual(row);
    const full = listed.find((c) => c.team && c.contact && c.sendDate && c.onboardingDate)!;
    expect(full.team).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(Object.keys(full.contact).sort()).toEqual(['address', 'city', 'email', 'id', 'name', 'phone', 'state', 'zipCode']);
    expect(full.sendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(full.mor).toBe(monthOfRelationship(full.onboardingDate, Temporal.Now.plainDateISO('UTC')));
    expect(listed.some((c) => c.team === null && c.contact === null)).toBe(true);
  });

  it('tells how much is left when asked (first-sync progress)', async () => {
    const sdr = await api.as('sdr@demo.test');
    const res = await sdr.get('/api/sync/pull?cursor=0&limit=100&count=1');
    const { changes } = await pullAll(sdr);
    expect(res.body.remaining).toBe(changes.length - 100);
  });

  it('scopes a guest to their own client, their own notifications and open lookups', async () => {
    const guest = await api.as('guest@demo.test');
    const me = (await guest.get('/me')).body;
    const { changes } = await pullAll(guest);
    const clients = changes.filter((c) => c.collection === 'clients');
    expect(clients.map((c) => Number(c.id))).toEqual([me.clientId]);
    expect(changes.filter((c) => c.collection === 'meetings').every((c) => c.data.clientId === me.clientId)).toBe(true);
    expect(changes.filter((c) => c.collection === 'meetings').length).toBeGreaterThan(0);
    expect(changes.filter((c) => c.collection === 'me').map((c) => Number(c.id))).toEqual([me.id]);
    expect(changes.filter((c) => c.collection === 'tasks')).toEqual([]);
    const lookups = changes.filter((c) => c.collection === 'lookups').map((c) => c.id);
    expect(lookups).toContain('states');
    expect(lookups).not.toContain('users');
  });

  it('gives a rep their own tasks and a team lead the tasks of their team', async () => {
    const sdr = await api.as('sdr@demo.test');
    const pdm = await api.as('pdm@demo.test');
    const sdrId = (await sdr.get('/me')).body.id;
    const sdrTasks = (await pullAll(sdr)).changes.filter((c) => c.collection === 'tasks');
    expect(sdrTasks.length).toBeGreaterThan(0);
    expect(sdrTasks.every((t) => t.data.assigneeId === sdrId)).toBe(true);
    // pdm@demo.test leads the team sdr@demo.test is on.
    const leadTasks = (await pullAll(pdm)).changes.filter((c) => c.collection === 'tasks');
    expect(leadTasks.some((t) => t.data.assigneeId === sdrId)).toBe(true);
  });

  it('moves a changed record to the head of the feed, exactly once', async () => {
    const sdr = await api.as('sdr@demo.test');
    const { cursor } = await pullAll(sdr);
    const m = await firstMeeting(sdr);
    const res = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { notes: 'Feed check' });
    expect(res.status).toBe(200);
    const { changes } = await pullAll(sdr, cursor);
    expect(changes).toEqual([{ collection: 'meetings', id: String(m.id), op: 'put', data: expect.objectContaining({ notes: 'Feed check', version: m.version + 1 }) }]);
  });

  it('answers a user\'s devices syncing at once the same first-sync page, and a fresh one once something is written (issue 17)', async () => {
    const [phone, laptop] = [await api.as('sdr@demo.test'), await api.as('sdr@demo.test')];
    const [a, b] = await Promise.all([phone.get('/api/sync/pull?cursor=0&limit=2000'), laptop.get('/api/sync/pull?cursor=0&limit=2000')]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const m = a.body.changes.find((c: Change) => c.collection === 'meetings' && c.op === 'put' && c.data.deleted === '0' && c.data.clientId === 1);
    expect(m).toBeDefined();
    expect((await phone.patch(`/api/clients/1/meetings/${m.id}`, { notes: 'Written after the first page' })).status).toBe(200);
    const tablet = await api.as('sdr@demo.test');
    const { changes } = await pullAll(tablet, 0, 2000);
    const written = changes.filter((c) => c.collection === 'meetings' && c.id === m.id);
    expect(written).toEqual([expect.objectContaining({ op: 'put', data: expect.objectContaining({ notes: 'Written after the first page' }) })]);
    // Another user's page is never theirs.
    const pdm = await api.as('pdm@demo.test');
    const theirs = await pdm.get('/api/sync/pull?cursor=0&limit=2000');
    expect(theirs.body.changes.find((c: Change) => c.collection === 'me').data.email).toBe('pdm@demo.test');
  });

  it('sends a tombstone for a mirrored row that is gone', async () => {
    const sdr = await api.as('sdr@demo.test');
    const { cursor } = await pullAll(sdr);
    const m = await firstMeeting(sdr);
    await api.database.db.transaction(async (tx) => {
      await tx.delete(meetings).where(eq(meetings.id, m.id));
      await recordChange(tx as never, 'meetings', m.id, 'del', [`client:${m.clientId}`]);
    });
    const { changes } = await pullAll(sdr, cursor);
    expect(changes).toEqual([{ collection: 'meetings', id: String(m.id), op: 'del' }]);
  });

  it('holds the feed lock from the first recorded change until commit (seq visible in order)', async () => {
    const sdr = await api.as('sdr@demo.test');
    const m = await firstMeeting(sdr);
    const feedLocks = (tx: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) =>
      tx.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 7101977 and pid = pg_backend_pid() and granted`);
    const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0].n;
    // Rolled back at the end: the rows it records are not for the other tests.
    const rollback = new Error('rollback');
    const done = api.database.db.transaction(async (tx) => {
      expect(count(await feedLocks(tx))).toBe(0);
      await recordChange(tx as never, 'meetings', m.id, 'put', [`client:${m.clientId}`]);
      expect(count(await feedLocks(tx))).toBe(1);
      // A tombstone and a put: the lock is taken once, every row still recorded.
      await recordChange(tx as never, 'meetings', m.id, 'put', ['staff'], [`client:${m.clientId}`]);
      expect(count(await feedLocks(tx))).toBe(1);
      throw rollback;
    });
    await expect(done).rejects.toBe(rollback);
    expect(count(await feedLocks(api.database.db))).toBe(0);
  });

  it('refuses a bad cursor and needs a session', async () => {
    const sdr = await api.as('sdr@demo.test');
    expect((await sdr.get('/api/sync/pull?cursor=abc')).status).toBe(422);
    expect((await api.anonymous().get('/api/sync/pull?cursor=0')).status).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored answer for a repeat and applies the change once', async () => {
    const sdr = await api.as('sdr@demo.test');
    const m = await firstMeeting(sdr);
    const headers = { 'Idempotency-Key': 'move-0001-abcdef' };
    const first = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Proposals' }, { headers });
    const second = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Proposals' }, { headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(first.body.version).toBe(m.version + 1);
    const now = (await sdr.get('/api/clients/1/meetings')).body.find((x: any) => x.id === m.id);
    expect(now.version).toBe(m.version + 1);
  });

  it('answers 422 to the same key with another request', async () => {
    const sdr = await api.as('sdr@demo.test');
    const m = await firstMeeting(sdr);
    const headers = { 'Idempotency-Key': 'move-0002-abcdef' };
    expect((await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'On Hold' }, { headers })).status).toBe(200);
    const other = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Closed Won' }, { headers });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/different request/);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const sdr = await api.as('sdr@demo.test');
    const userId = (await sdr.get('/me')).body.id;
    const m = await firstMeeting(sdr);
    const body = JSON.stringify({ status: 'Next Steps' });
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(`PATCH /api/clients/1/meetings/${m.id}\n${body}`).digest('hex');
    await api.database.db.insert(idempotencyKeys).values({ userId, key: 'move-0003-abcdef', requestHash: hash, state: 'running' });
    const res = await sdr.request('PATCH', `/api/clients/1/meetings/${m.id}`, {
      body,
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'move-0003-abcdef' },
    });
    expect(res.status).toBe(409);
    // A key whose first request died with its process is taken over later.
    await api.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '10 minutes'` });
    const later = await sdr.request('PATCH', `/api/clients/1/meetings/${m.id}`, {
      body,
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'move-0003-abcdef' },
    });
    expect(later.status).toBe(200);
  });

  it('keys belong to one user', async () => {
    const sdr = await api.as('sdr@demo.test');
    const pdm = await api.as('pdm@demo.test');
    const m = await firstMeeting(sdr);
    const headers = { 'Idempotency-Key': 'shared-key-000001' };
    const a = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { notes: 'a' }, { headers });
    const b = await pdm.patch(`/api/clients/1/meetings/${m.id}`, { notes: 'b' }, { headers });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    expect(b.body.notes).toBe('b');
  });

  it('frees the key when the request failed on the server side', async () => {
    const sdr = await api.as('sdr@demo.test');
    const m = await firstMeeting(sdr);
    const headers = { 'Idempotency-Key': 'bad-body-0000001' };
    expect((await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Nope' }, { headers })).status).toBe(422);
    // A 4xx is an answer: stored and replayed.
    const again = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Nope' }, { headers });
    expect(again.status).toBe(422);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('If-Match', () => {
  it('answers 412 with the current row to a stale version, and applies a fresh one', async () => {
    const sdr = await api.as('sdr@demo.test');
    const m = await firstMeeting(sdr);
    const stale = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Closed Lost' }, { headers: { 'If-Match': String(m.version - 1) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: m.id, version: m.version, status: m.status });
    const fresh = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: 'Closed Lost' }, { headers: { 'If-Match': String(m.version) } });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ status: 'Closed Lost', version: m.version + 1 });
  });

  it('writes nothing when the status does not change', async () => {
    const sdr = await api.as('sdr@demo.test');
    const m = await firstMeeting(sdr);
    const res = await sdr.patch(`/api/clients/1/meetings/${m.id}`, { status: m.status });
    expect(res.body.version).toBe(m.version);
  });

  it('changes nothing when rolled back by a failure', async () => {
    const sdr = await api.as('sdr@demo.test');
    const before = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await sdr.patch('/api/clients/1/meetings/999999', { status: 'Proposals' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
    const after = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });
});
