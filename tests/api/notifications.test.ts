import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changes } from '../../src/server/db/schema/sync';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Item = {
  id: number;
  readAt: string | null;
  notification: { text: string; createdAt: string; type: { iconClass: string; backgroundColor: string } };
};

const list = async (client: ApiClient) => {
  const res = await client.get<Item[]>('/notification-user');
  expect(res.status).toBe(200);
  return res.body;
};
const unread = (items: Item[]) => items.filter((n) => n.readAt === null);

async function feedHead(): Promise<number> {
  const [{ seq }] = await api.database.db.select({ seq: sql<number>`coalesce(max(${changes.seq}), 0)::int` }).from(changes);
  return seq;
}

describe('GET /notification-user', () => {
  it('lists the user notifications in the shape of spec 3, newest first', async () => {
    const items = await list(await api.as('pdm@demo.test'));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        notification: {
          text: expect.any(String),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          type: { iconClass: expect.stringMatching(/\S/), backgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/i) },
        },
      });
      expect(item.readAt === null || !Number.isNaN(Date.parse(item.readAt))).toBe(true);
    }
    const times = items.map((n) => Date.parse(n.notification.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Some read, some unread.
    expect(unread(items).length).toBeGreaterThan(0);
    expect(unread(items).length).toBeLessThan(items.length);
  });

  it('gives sdr@demo.test more than 10 unread, so the counter reads 10+', async () => {
    expect(unread(await list(await api.as('sdr@demo.test'))).length).toBeGreaterThan(10);
  });

  it('needs a session', async () => {
    const res = await api.anonymous().get('/notification-user');
    expect(res.status).toBe(401);
  });
});

describe('PATCH /notification-user/mark-as-read', () => {
  it("marks all of the caller's unread as read, touches no one else's, and lands in the feed", async () => {
    const ssdr = await api.as('ssdr@demo.test');
    const psm = await api.as('psm@demo.test');
    const before = await list(ssdr);
    const readBefore = before.filter((n) => n.readAt !== null);
    const othersBefore = await list(psm);
    expect(unread(before).length).toBeGreaterThan(0);
    expect(unread(othersBefore).length).toBeGreaterThan(0);
    const cursor = await feedHead();

    const startedAt = Date.now();
    const res = await ssdr.patch('/notification-user/mark-as-read');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: unread(before).length });

    const after = await list(ssdr);
    expect(unread(after)).toEqual([]);
    for (const item of after) {
      const was = before.find((n) => n.id === item.id)!;
      if (was.readAt === null) {
        // readAt is the moment of the call (allow for clock skew with PostgreSQL).
        expect(Math.abs(Date.parse(item.readAt!) - startedAt)).toBeLessThan(60_000);
      } else {
        expect(item.readAt).toBe(was.readAt);
      }
    }
    expect(after.filter((n) => readBefore.some((r) => r.id === n.id))).toHaveLength(readBefore.length);
    expect(await list(psm)).toEqual(othersBefore);

    // The change feed carries the newly read rows to the caller...
    const pulled = await ssdr.get(`/api/sync/pull?cursor=${cursor}`);
    expect(pulled.status).toBe(200);
    const notes = pulled.body.changes.filter((c: { collection: string }) => c.collection === 'notifications');
    expect(notes.map((c: { id: string }) => Number(c.id)).sort((x: number, y: number) => x - y)).toEqual(unread(before).map((n) => n.id).sort((x, y) => x - y));
    for (const change of notes) {
      expect(change.op).toBe('put');
      expect(change.data.readAt).not.toBeNull();
    }
    expect(pulled.body.cursor).toBeGreaterThan(cursor);
    // ...and to no one else.
    const theirs = await psm.get(`/api/sync/pull?cursor=${cursor}`);
    expect(theirs.body.changes.filter((c: { collection: string }) => c.collection === 'notifications')).toEqual([]);
  });

  it('marks nothing the second time', async () => {
    const dso = await api.as('dso@demo.test');
    expect((await dso.patch('/notification-user/mark-as-read')).body.marked).toBeGreaterThan(0);
    const cursor = await feedHead();
    const again = await dso.patch('/notification-user/mark-as-read');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ marked: 0 });
    expect(await feedHead()).toBe(cursor);
  });

  it('is refused without the XSRF header and then changes nothing', async () => {
    const strategist = await api.as('strategist@demo.test');
    const before = unread(await list(strategist)).length;
    expect(before).toBeGreaterThan(0);
    expect((await strategist.patch('/notification-user/mark-as-read', undefined, { noXsrf: true })).status).toBe(403);
    expect(unread(await list(strategist))).toHaveLength(before);
  });
});

describe('Idempotency-Key on mark-as-read', () => {
  it('replays the stored answer for the same key and runs the call only once', async () => {
    const sdr = await api.as('sdr@demo.test');
    const count = unread(await list(sdr)).length;
    expect(count).toBeGreaterThan(10);
    const headers = { 'Idempotency-Key': 'mark-read-0001' };

    const first = await sdr.patch('/notification-user/mark-as-read', undefined, { headers });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ marked: count });
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();

    const replay = await sdr.patch('/notification-user/mark-as-read', undefined, { headers });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ marked: count });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');

    // A call without the key really runs, and finds nothing left to mark.
    expect((await sdr.patch('/notification-user/mark-as-read')).body).toEqual({ marked: 0 });
  });

  it('answers 422 to the same key with another body or path, and changes nothing', async () => {
    const content = await api.as('content@demo.test');
    const headers = { 'Idempotency-Key': 'mark-read-0002' };
    expect((await content.patch('/notification-user/mark-as-read', undefined, { headers })).status).toBe(200);

    const otherBody = await content.patch('/notification-user/mark-as-read', { all: true }, { headers });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toMatch(/Idempotency-Key/);

    const otherPath = await content.post('/api/opt-out', { emails: ['idem@example.com'] }, { headers });
    expect(otherPath.status).toBe(422);
    // The opt-out did not run under the reused key: it is still new now.
    expect((await content.post('/api/opt-out', { emails: ['idem@example.com'] })).body).toEqual({
      added: 1,
      alreadyOptedOut: 0,
    });
  });

  it("keeps each user's keys apart", async () => {
    const headers = { 'Idempotency-Key': 'shared-key-0003' };
    const admin = await api.as('admin@demo.test');
    const adminUnread = unread(await list(admin)).length;
    expect(adminUnread).toBeGreaterThan(0);
    const pdm = await api.as('pdm@demo.test');
    const pdmFirst = await pdm.patch('/notification-user/mark-as-read', undefined, { headers });
    expect(pdmFirst.status).toBe(200);
    const res = await admin.patch('/notification-user/mark-as-read', undefined, { headers });
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(res.body).toEqual({ marked: adminUnread });
  });

  it('refuses a malformed key with 400', async () => {
    const psm = await api.as('psm@demo.test');
    const res = await psm.patch('/notification-user/mark-as-read', undefined, { headers: { 'Idempotency-Key': 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Idempotency-Key/);
  });
});
