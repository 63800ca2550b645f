import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBatchRequests } from '../../src/domain/api/batch-endpoints';
import { meetings } from '../../src/server/db/schema/meetings';
import { schedulingInboxes } from '../../src/server/db/schema/clients';
import { changes, idempotencyKeys } from '../../src/server/db/schema/sync';
import { BatchKeys } from '../../src/server/http/idempotency-keys';
import type { ApiClient, TestApi } from '../support/api-client';
import { openGuestScope } from '../support/guest-scope';

// Issue 24, "Replay in batches": POST /api/batch. Each request is answered
// with exactly what it gets alone; the "alone" side runs on a second copy
// of the same seeded database, with the same calls in the same order.

type Sub = { id: string; method: string; url: string; headers?: Record<string, string>; body?: unknown };
type SubAnswer = { id: string; status: number; headers: Record<string, string>; body: any };

let batchApi: TestApi;
let sdr: ApiClient;
let guest: ApiClient;
let guestClientId: number;
let clientId: number;
let aloneApi: TestApi;
let sdrAlone: ApiClient;
let guestAlone: ApiClient;

beforeAll(async () => {
  ({ api: batchApi, sdr, guest, guestClientId, otherClientId: clientId } = await openGuestScope());
  ({ api: aloneApi, sdr: sdrAlone, guest: guestAlone } = await openGuestScope());
});
afterAll(async () => {
  await batchApi?.close();
  await aloneApi?.close();
});

const meetingsOf = async (api: TestApi, id: number, count: number) =>
  api.database.db
    .select({ id: meetings.id, status: meetings.status, version: meetings.version })
    .from(meetings)
    .where(and(eq(meetings.clientId, id), eq(meetings.deleted, false), sql`${meetings.status} not in ('Proposals', 'On Hold')`))
    .orderBy(asc(meetings.id))
    .limit(count);

const batch = (client: ApiClient, requests: Sub[]) => client.post<{ responses: SubAnswer[]; fields?: Record<string, string> }>('/api/batch', { requests });

/** The same request sent alone, as the batch would describe its answer. */
async function alone(client: ApiClient, r: Sub): Promise<SubAnswer> {
  const res = await client.request(r.method, r.url, { json: r.body, headers: r.headers });
  return { id: r.id, status: res.status, headers: Object.fromEntries(res.headers), body: res.body };
}

// Only what differs between two runs of the same call on two databases: the moment it ran.
const moments = new Set(['updatedAt', 'updated_at', 'movedAt', 'createdAt', 'created_at']);
const comparable = (a: SubAnswer) => ({
  id: a.id,
  status: a.status,
  type: a.headers['content-type'],
  replayed: (a.headers as Record<string, string | undefined>)['idempotent-replayed'] ?? null,
  body: JSON.parse(JSON.stringify(a.body ?? null, (key, value: unknown) => (moments.has(key) ? '<moment>' : value))) as unknown,
});

async function expectSameAsAlone(requests: Sub[], clients: { batch: ApiClient; alone: ApiClient } = { batch: sdr, alone: sdrAlone }) {
  const res = await batch(clients.batch, requests);
  expect(res.status, res.text).toBe(200);
  const answers: SubAnswer[] = [];
  for (const r of requests) answers.push(await alone(clients.alone, r));
  expect(res.body.responses.map(comparable)).toEqual(answers.map(comparable));
  return res.body.responses;
}

describe('POST /api/batch: each answer is the one the request gets alone', () => {
  it('answers a success, a stale If-Match (412 with current), a bad body (422) and another client (404) as alone', async () => {
    const [a, b, c] = await meetingsOf(batchApi, clientId, 3);
    const url = (id: number) => `/api/clients/${clientId}/meetings/${id}`;
    const answers = await expectSameAsAlone([
      { id: 'ok', method: 'PATCH', url: url(a.id), headers: { 'If-Match': String(a.version), 'Idempotency-Key': 'batch-eq-ok-1' }, body: { status: 'Proposals' } },
      { id: 'stale', method: 'PATCH', url: url(b.id), headers: { 'If-Match': String(b.version + 5), 'Idempotency-Key': 'batch-eq-stale-1' }, body: { status: 'On Hold' } },
      { id: 'bad', method: 'PATCH', url: url(c.id), headers: { 'Idempotency-Key': 'batch-eq-bad-1' }, body: { status: 'Won' } },
      { id: 'elsewhere', method: 'PATCH', url: `/api/clients/${guestClientId}/meetings/${c.id}`, body: { status: 'Proposals' } },
      { id: 'read', method: 'GET', url: `/api/meetings/${c.id}/notes` },
    ]);
    expect(answers.map((x) => x.status)).toEqual([200, 412, 422, 404, 200]);
    expect(answers[0].body).toMatchObject({ id: a.id, status: 'Proposals', version: a.version + 1 });
    expect(answers[1].body.current).toMatchObject({ id: b.id, status: b.status, version: b.version });
    expect(answers[2].body.fields).toHaveProperty('status');
    expect(answers[0].headers['content-type']).toContain('application/json');
    // One refused changed nothing of the others: the move is stored, the refused ones are not.
    const [rowA] = await batchApi.database.db.select().from(meetings).where(eq(meetings.id, a.id));
    const [rowB] = await batchApi.database.db.select().from(meetings).where(eq(meetings.id, b.id));
    expect(rowA).toMatchObject({ status: 'Proposals', version: a.version + 1 });
    expect(rowB).toMatchObject({ status: b.status, version: b.version });
  });

  it("answers 403 for another client's record and for a guest's move, as alone", async () => {
    const [m] = await meetingsOf(batchApi, guestClientId, 1);
    const answers = await expectSameAsAlone(
      [
        { id: 'theirs', method: 'GET', url: `/api/clients/${clientId}/meetings` },
        { id: 'move', method: 'PATCH', url: `/api/clients/${guestClientId}/meetings/${m.id}`, headers: { 'Idempotency-Key': 'batch-guest-move-1' }, body: { status: 'Proposals' } },
        { id: 'mine', method: 'GET', url: `/api/meetings/${m.id}/notes` },
      ],
      { batch: guest, alone: guestAlone },
    );
    expect(answers.map((a) => a.status)).toEqual([403, 403, 200]);
  });

  it('replays a repeated Idempotency-Key: a batch sent twice applies once, and a key first sent alone replays in a batch', async () => {
    const [m, n] = await meetingsOf(batchApi, clientId, 2);
    const requests: Sub[] = [
      { id: '1', method: 'PATCH', url: `/api/clients/${clientId}/meetings/${m.id}`, headers: { 'If-Match': String(m.version), 'Idempotency-Key': 'batch-replay-m-1' }, body: { notes: 'Batched once' } },
    ];
    const first = await batch(sdr, requests);
    const again = await batch(sdr, requests);
    expect(first.body.responses[0].status).toBe(200);
    expect(again.body.responses[0]).toMatchObject({ status: 200, body: first.body.responses[0].body });
    expect(again.body.responses[0].headers['idempotent-replayed']).toBe('true');
    const [row] = await batchApi.database.db.select({ version: meetings.version }).from(meetings).where(eq(meetings.id, m.id));
    expect(row.version).toBe(m.version + 1);

    const single = { id: 's', method: 'PATCH', url: `/api/clients/${clientId}/meetings/${n.id}`, headers: { 'If-Match': String(n.version), 'Idempotency-Key': 'batch-replay-n-1' }, body: { notes: 'Alone first' } };
    const sent = await sdr.patch(single.url, single.body, { headers: single.headers });
    const inBatch = await batch(sdr, [single]);
    expect(inBatch.body.responses[0]).toMatchObject({ status: 200, body: sent.body, headers: { 'idempotent-replayed': 'true' } });
    // The same key for another request: 422, as alone.
    const other = await batch(sdr, [{ ...single, body: { notes: 'Something else' } }]);
    expect(other.body.responses[0].status).toBe(422);
  });

  it('runs the requests of one record in order, each on what the one before made', async () => {
    const [m] = await meetingsOf(batchApi, clientId, 1);
    const url = `/api/clients/${clientId}/meetings/${m.id}`;
    const res = await batch(sdr, [
      { id: 'a', method: 'PATCH', url, headers: { 'If-Match': String(m.version) }, body: { notes: 'first' } },
      { id: 'b', method: 'PATCH', url, headers: { 'If-Match': String(m.version) }, body: { notes: 'stale' } },
      { id: 'c', method: 'PATCH', url, headers: { 'If-Match': String(m.version + 1) }, body: { notes: 'second' } },
      { id: 'd', method: 'GET', url: `/api/meetings/${m.id}/notes` },
    ]);
    expect(res.body.responses.map((r) => [r.id, r.status])).toEqual([
      ['a', 200],
      ['b', 412],
      ['c', 200],
      ['d', 200],
    ]);
    expect(res.body.responses[1].body.current).toMatchObject({ notes: 'first', version: m.version + 1 });
    expect(res.body.responses[3].body).toMatchObject({ notes: 'second', version: m.version + 2 });
  });
});

describe('POST /api/batch: keys reserved and answered for the whole batch, each as alone', () => {
  it('a key used twice in one batch replays the first answer, or is 422 for another request, as alone', async () => {
    const [m, n] = await meetingsOf(batchApi, clientId, 2);
    const url = (id: number) => `/api/clients/${clientId}/meetings/${id}`;
    // Alone, the second request would replay the first's stored answer, the third would be 422 (decision 0005).
    const res = await batch(sdr, [
      { id: '1', method: 'PATCH', url: url(m.id), headers: { 'Idempotency-Key': 'batch-twice-m-1' }, body: { notes: 'Twice over' } },
      { id: '2', method: 'PATCH', url: url(m.id), headers: { 'Idempotency-Key': 'batch-twice-m-1' }, body: { notes: 'Twice over' } },
      { id: '3', method: 'PATCH', url: url(n.id), headers: { 'Idempotency-Key': 'batch-twice-m-1' }, body: { notes: 'Another request' } },
      // A refusal is stored under its key too: the repeat replays the 422.
      { id: '4', method: 'PATCH', url: url(n.id), headers: { 'Idempotency-Key': 'batch-twice-bad-1' }, body: { status: 'Won' } },
      { id: '5', method: 'PATCH', url: url(n.id), headers: { 'Idempotency-Key': 'batch-twice-bad-1' }, body: { status: 'Won' } },
    ]);
    const answers = res.body.responses;
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[4].body).toEqual(answers[3].body);
    expect(answers.map((a) => [a.status, a.headers['idempotent-replayed'] ?? null])).toEqual([
      [200, null],
      [200, 'true'],
      [422, null],
      [422, null],
      [422, 'true'],
    ]);
    const [row] = await batchApi.database.db.select({ version: meetings.version }).from(meetings).where(eq(meetings.id, m.id));
    expect(row.version).toBe(m.version + 1);
    const stored = await batchApi.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'batch-twice-bad-1'));
    expect(stored).toMatchObject([{ state: 'done', responseStatus: 422 }]);
  });

  it('keeps the key of an unknown call and of a missing record with their 404, as alone', async () => {
    const answers = await expectSameAsAlone([
      { id: 'nowhere', method: 'PATCH', url: '/api/no-such-call/1', headers: { 'Idempotency-Key': 'batch-unrouted-1' }, body: { notes: 'x' } },
      { id: 'lost', method: 'PATCH', url: `/api/clients/${clientId}/meetings/2147483647`, headers: { 'Idempotency-Key': 'batch-unrouted-2' }, body: { notes: 'x' } },
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404]);
    const kept = await batchApi.database.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, ['batch-unrouted-1', 'batch-unrouted-2']));
    expect(kept.map((k) => [k.state, k.responseStatus])).toEqual([
      ['done', 404],
      ['done', 404],
    ]);
  });

  it('a refusal after dozens of requests undoes its own writes only, its feed row included', async () => {
    const rows = await meetingsOf(batchApi, clientId, 20);
    const n = 60;
    const target = (i: number) => rows[i % rows.length];
    // Request 55 is stale; the same meeting was written twice before it in this batch (no If-Match there).
    const refused = 55;
    const stale = target(refused);
    const res = await batch(
      sdr,
      Array.from({ length: n }, (_, i) => ({
        id: String(i),
        method: 'PATCH',
        url: `/api/clients/${clientId}/meetings/${target(i).id}`,
        headers: { 'Idempotency-Key': `batch-many-${i}-${target(i).id}`, ...(i === refused ? { 'If-Match': String(stale.version + 100) } : {}) },
        body: { notes: `Batch note ${i}` },
      })),
    );
    expect(res.status).toBe(200);
    expect(res.body.responses.map((a) => a.status)).toEqual(Array.from({ length: n }, (_, i) => (i === refused ? 412 : 200)));
    const after = await batchApi.database.db.select({ id: meetings.id, version: meetings.version, notes: meetings.notes }).from(meetings).where(inArray(meetings.id, rows.map((m) => m.id)));
    for (const m of rows) {
      const writes = Array.from({ length: n }, (_, i) => i).filter((i) => target(i) === m && i !== refused);
      expect(after.find((r) => r.id === m.id)).toMatchObject({ version: m.version + writes.length, notes: `Batch note ${writes.at(-1)}` });
    }
    // The refused write's feed row was rolled back with it: the meeting's last change is its write before (35),
    // older than the one written just before the refusal (54); kept, it would be newer.
    const feedSeq = async (id: number) =>
      (await batchApi.database.db.select({ seq: changes.seq }).from(changes).where(and(eq(changes.collection, 'meetings'), eq(changes.entityId, String(id)))))[0].seq;
    expect(Number(await feedSeq(stale.id))).toBeLessThan(Number(await feedSeq(target(refused - 1).id)));
  });

  it('a read after writes in the same batch sees them, the feed included', async () => {
    const [m] = await meetingsOf(batchApi, clientId, 1);
    const [{ max }] = ((await batchApi.database.db.execute(sql`select coalesce(max(seq), 0)::int as max from changes`)) as unknown as { rows: { max: number }[] }).rows;
    const res = await batch(sdr, [
      { id: 'w', method: 'PATCH', url: `/api/clients/${clientId}/meetings/${m.id}`, headers: { 'Idempotency-Key': `batch-read-after-${m.id}` }, body: { notes: 'Seen by the pull' } },
      { id: 'r', method: 'GET', url: `/api/sync/pull?cursor=${max}&limit=50` },
    ]);
    expect(res.body.responses.map((a) => a.status)).toEqual([200, 200]);
    const pulled = res.body.responses[1].body.changes as { collection: string; id: string; data: { notes: string } }[];
    expect(pulled.find((c) => c.collection === 'meetings' && c.id === String(m.id))?.data.notes).toBe('Seen by the pull');
  });

  it('a key the batch reserved that no request took is not left running', async () => {
    const [user] = await batchApi.database.db.execute(sql`select id from users where email = 'sdr@demo.test'`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await batchApi.database.db.transaction(async (tx) => {
      const keys = new BatchKeys(user.id);
      await keys.reserve(tx as never, [{ key: 'batch-untaken-1', hash: 'h' }]);
      const during = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'batch-untaken-1'));
      expect(during).toMatchObject([{ state: 'running' }]);
      await keys.finish(tx as never);
    });
    expect(await batchApi.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'batch-untaken-1'))).toEqual([]);
  });
});

describe('POST /api/batch: limits and refusals', () => {
  const read = (i: number): Sub => ({ id: String(i), method: 'GET', url: '/me' });

  it(`takes ${maxBatchRequests} requests and refuses one more with 422`, async () => {
    const full = await batch(sdr, Array.from({ length: maxBatchRequests }, (_, i) => read(i)));
    expect(full.status).toBe(200);
    expect(full.body.responses).toHaveLength(maxBatchRequests);
    const over = await batch(sdr, Array.from({ length: maxBatchRequests + 1 }, (_, i) => read(i)));
    expect(over.status).toBe(422);
    expect(over.body.fields).toHaveProperty('requests');
    const empty = await batch(sdr, []);
    expect(empty.status).toBe(422);
  });

  // A request of a batch carries no body of its own: the route reads the one sent in the batch (sentBody, batch-scope.ts).
  it('reads a form-encoded body, and refuses a body that is not JSON and a move without a body (415), as alone', async () => {
    const [inbox] = await batchApi.database.db.select({ id: schedulingInboxes.id }).from(schedulingInboxes).where(eq(schedulingInboxes.email, 'calendar@acmecorp.example'));
    const [m] = await meetingsOf(batchApi, clientId, 1);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const text = { 'Content-Type': 'text/plain' };
    const requests: Sub[] = [
      { id: 'form', method: 'POST', url: '/meeting/get-inbox-data', headers: form, body: `id=${inbox.id}` },
      { id: 'bad-form', method: 'POST', url: '/meeting/get-inbox-data', headers: form, body: 'id=abc' },
      { id: 'text', method: 'PATCH', url: `/api/clients/${clientId}/meetings/${m.id}`, headers: text, body: 'status=Proposals' },
      { id: 'none', method: 'PATCH', url: `/api/clients/${clientId}/meetings/${m.id}` },
    ];
    const res = await batch(sdr, requests);
    expect(res.status, res.text).toBe(200);
    const answers: SubAnswer[] = [];
    for (const r of requests) {
      const one = await sdrAlone.request(r.method, r.url, { body: r.body as string | undefined, headers: r.headers });
      answers.push({ id: r.id, status: one.status, headers: Object.fromEntries(one.headers), body: one.body });
    }
    expect(res.body.responses.map(comparable)).toEqual(answers.map(comparable));
    expect(answers.map((a) => a.status)).toEqual([200, 422, 415, 415]);
    expect(answers[0].body).toHaveProperty('titlePrefix');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = await batch(sdr, [{ id: 'big', method: 'PATCH', url: `/api/clients/${clientId}/meetings/1`, body: { notes: 'x'.repeat(1024 * 1024) } }]);
    expect(big.status).toBe(413);
  });

  it('refuses a batch in a batch, sign-in, a path outside the API, a repeated id, and unknown fields (422)', async () => {
    const cases: [Sub[], string][] = [
      [[{ id: 'n', method: 'POST', url: '/api/batch', body: { requests: [read(1)] } }], 'requests.0.url'],
      [[{ id: 'l', method: 'POST', url: '/api/auth/login', body: { email: 'sdr@demo.test', password: 'demo' } }], 'requests.0.url'],
      [[{ id: 'o', method: 'GET', url: 'https://example.com/api/meetings' }], 'requests.0.url'],
      [[{ id: 'x', method: 'GET', url: '/index.html' }], 'requests.0.url'],
      [[read(1), read(1)], 'requests.1.id'],
      [[{ id: 'm', method: 'TRACE', url: '/me' }], 'requests.0.method'],
    ];
    for (const [requests, field] of cases) {
      const res = await batch(sdr, requests);
      expect(res.status, field).toBe(422);
      expect(res.body.fields, field).toHaveProperty([field]);
    }
    const unknown = await sdr.post('/api/batch', { requests: [read(1)], extra: true });
    expect(unknown.status).toBe(422);
  });

  it('needs a session (401) and the XSRF header (403); a request cannot bring its own session', async () => {
    expect((await batchApi.anonymous().post('/api/batch', { requests: [read(1)] })).status).toBe(401);
    expect((await sdr.post('/api/batch', { requests: [read(1)] }, { noXsrf: true })).status).toBe(403);
    const other = await batchApi.as('admin@demo.test');
    const res = await batch(sdr, [{ id: 'me', method: 'GET', url: '/me', headers: { cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }]);
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty(['requests.0.headers.cookie']);
  });

  it("stores each request's Idempotency-Key and answer, as alone", async () => {
    const [m] = await meetingsOf(batchApi, clientId, 1);
    const res = await batch(sdr, [
      { id: 'k', method: 'PATCH', url: `/api/clients/${clientId}/meetings/${m.id}`, headers: { 'Idempotency-Key': 'batch-keys-stored-1' }, body: { notes: 'kept' } },
    ]);
    expect(res.body.responses[0].status).toBe(200);
    const [key] = await batchApi.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'batch-keys-stored-1'));
    expect(key).toMatchObject({ state: 'done', responseStatus: 200 });
  });
});
