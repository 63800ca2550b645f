import { afterEach, describe, expect, it } from 'vitest';
import { enqueueEdit } from '../../../src/data/sync/enqueue';
import { applyPage } from '../../../src/data/sync/pull';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

const note = (id: number, readAt: string | null, version = 1) => ({
  id,
  readAt,
  version,
  notification: { text: `n${id}`, createdAt: '2026-11-20T10:00:00.000Z', type: { iconClass: 'icon-phone', backgroundColor: '#1c7ed6' } },
});

const markAll = (db: typeof fx.db) =>
  enqueueEdit(db, {
    label: 'Mark notifications as read',
    method: 'PATCH',
    url: '/notification-user/mark-as-read',
    collection: 'notifications',
    entityId: '*',
    op: { kind: 'patch-where', where: { readAt: null }, patch: { readAt: '2026-11-21T09:00:00.000Z' } },
    responseRow: null,
  });

describe('an edit of every row (mark all as read)', () => {
  it('marks unread rows read at once, also rows a pull brings meanwhile, and cleans up on success', async () => {
    fx = engineFixture();
    await fx.db.notifications.bulkPut([note(1, null), note(2, '2026-11-01T00:00:00.000Z'), note(3, null)]);
    for (const n of [note(1, null), note(2, '2026-11-01T00:00:00.000Z'), note(3, null)]) fx.server.put('notifications', n);
    await markAll(fx.db);
    expect((await fx.db.notifications.toArray()).every((n) => n.readAt !== null)).toBe(true);

    await applyPage(fx.db, { cursor: 5, more: false, changes: [{ collection: 'notifications', id: '4', op: 'put', data: note(4, null) }] });
    expect((await fx.db.notifications.get(4))!.readAt).not.toBeNull();

    fx.server.put('notifications', note(4, null));
    await fx.drain();
    expect(await fx.db.outbox.count()).toBe(0);
    expect([...fx.server.rows.values()].every((r) => r.readAt !== null)).toBe(true);
    expect(fx.server.applied).toHaveLength(1);

    // A pull answered before the server applied the edit arrives late: its
    // rows are older than the change and must not un-read anything.
    await applyPage(fx.db, { cursor: 6, more: false, changes: [1, 3, 4].map((id) => ({ collection: 'notifications' as const, id: String(id), op: 'put' as const, data: note(id, null) })) });
    expect((await fx.db.notifications.toArray()).every((n) => n.readAt !== null)).toBe(true);

    // The rows the change produced settle it.
    const fresh = [...fx.server.rows.values()].map((r) => ({ collection: 'notifications' as const, id: String(r.id), op: 'put' as const, data: r }));
    await applyPage(fx.db, { cursor: 7, more: false, changes: fresh });
    expect(await fx.db.bases.count()).toBe(0);
    expect((await fx.db.notifications.get(1))!.version).toBe(2);
  });

  it('undoes the reads if the server refuses', async () => {
    fx = engineFixture();
    await fx.db.notifications.bulkPut([note(1, null), note(2, null)]);
    await markAll(fx.db);
    fx.server.failNext({ kind: 'status', status: 400, body: { error: 'Bad request' } });
    await fx.drain();
    expect((await fx.db.notifications.toArray()).map((n) => n.readAt)).toEqual([null, null]);
  });
});

describe('creating offline', () => {
  it('shows a new record under a temporary id and swaps in the server id on success', async () => {
    fx = engineFixture();
    const temp = fx.meeting(-5, { version: 0 });
    await enqueueEdit(fx.db, {
      label: 'Book a meeting',
      method: 'POST',
      url: '/api/meetings',
      body: { prospectEmail: 'p@example.com' },
      collection: 'meetings',
      entityId: -5,
      op: { kind: 'create', row: temp },
      responseRow: 'meeting',
    });
    expect(await fx.db.meetings.get(-5)).toBeDefined();
    await fx.drain();
    expect(await fx.db.meetings.get(-5)).toBeUndefined();
    const created = await fx.db.meetings.where('id').above(999).toArray();
    expect(created).toHaveLength(1);
    expect(await fx.db.bases.count()).toBe(0);
  });
});
