import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../src/data/db/outbox-types';
import { enqueueEdit } from '../../../src/data/sync/enqueue';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('replay order', () => {
  it('shows an edit at once and sends edits oldest first', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Next Steps');
    await fx.moveMeeting(2, 'On Hold');
    await fx.moveMeeting(1, 'Proposals');
    // Optimistic: the mirror shows the last edit before anything is sent.
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
    expect(fx.server.received).toHaveLength(0);

    const result = await fx.drain();
    expect(result.sent).toBe(3);
    expect(fx.server.received.map((r) => [r.url, (r.body as { status: string }).status])).toEqual([
      ['/api/clients/1/meetings/1', 'Next Steps'],
      ['/api/clients/1/meetings/2', 'On Hold'],
      ['/api/clients/1/meetings/1', 'Proposals'],
    ]);
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.bases.count()).toBe(0);
    expect(fx.server.row('meetings', 1)!.status).toBe('Proposals');
  });

  it('sends If-Match with the version each edit builds on, including edits queued behind one another', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 7 });
    await fx.moveMeeting(1, 'Next Steps');
    await fx.moveMeeting(1, 'Proposals');
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual(['7', '8']);
    expect((await fx.db.meetings.get(1))!.version).toBe(9);
  });

  it('keeps the server row that answered the last edit', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 2 });
    await fx.moveMeeting(1, 'Closed Won');
    await fx.drain();
    expect(await fx.db.meetings.get(1)).toMatchObject({ status: 'Closed Won', version: 3 });
  });

  it('sends edits of different records side by side, oldest first, never two of one record at once', async () => {
    fx = engineFixture();
    for (let id = 1; id <= 8; id++) await fx.seedMeeting(id, { version: 1 });
    // Two edits of each of the first four records, queued in turns, then one each of four more.
    for (const id of [1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8]) await fx.moveMeeting(id, id % 2 ? 'Proposals' : 'Next Steps');
    const { send, wire } = fx.slowSend(5);
    const result = await fx.drain({ lanes: 4, sendEntry: send });
    expect(result.sent).toBe(12);
    expect(wire.max).toBe(4);
    expect(wire.maxPerRecord).toBe(1);
    // Started in the order they were queued.
    expect(fx.server.received.map((r) => Number(r.url.split('/').pop()))).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8]);
    // Each second edit built on the version its first one made.
    expect(fx.server.received.slice(4, 8).map((r) => r.ifMatch)).toEqual(['2', '2', '2', '2']);
    for (let id = 1; id <= 4; id++) expect(fx.server.row('meetings', id)!.version).toBe(3);
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.bases.count()).toBe(0);
  });

  it('sends a collection-wide edit alone, after the edits queued before it', async () => {
    fx = engineFixture();
    for (let id = 1; id <= 3; id++) await fx.seedMeeting(id);
    await fx.moveMeeting(1, 'Proposals');
    await fx.moveMeeting(2, 'Proposals');
    await enqueueEdit(fx.db, {
      label: 'Close every proposal',
      method: 'PATCH',
      url: '/api/meetings/close-proposals',
      body: {},
      collection: 'meetings',
      entityId: '*',
      op: { kind: 'patch-where', where: { status: 'Proposals' }, patch: { status: 'Closed Won' } },
      responseRow: null,
    });
    await fx.moveMeeting(3, 'Proposals');
    const { send, wire } = fx.slowSend(5);
    const order: string[] = [];
    const result = await fx.drain({
      lanes: 4,
      sendEntry: async (entry) => {
        order.push(`start ${entry.entityId} (${wire.now} on the wire)`);
        return send(entry);
      },
    });
    expect(result.sent).toBe(4);
    expect(order).toEqual(['start 1 (0 on the wire)', 'start 2 (1 on the wire)', 'start * (0 on the wire)', 'start 3 (0 on the wire)']);
    expect(fx.server.row('meetings', 1)!.status).toBe('Closed Won');
    expect(fx.server.row('meetings', 3)!.status).toBe('Proposals');
  });

  it('sends call-task edits one at a time, in the order worked, while other edits overlap them', async () => {
    fx = engineFixture();
    for (let id = 1; id <= 3; id++) {
      fx.server.put('tasks', { id, status: 'open', version: 1 });
      await fx.db.tasks.put({ id, status: 'open', version: 1 } as never);
    }
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    const completeTask = (id: number) =>
      enqueueEdit(fx.db, {
        label: `Complete task ${id}`,
        method: 'PATCH',
        url: `/api/tasks/${id}`,
        body: { status: 'completed' },
        collection: 'tasks',
        entityId: id,
        op: { kind: 'patch', patch: { status: 'completed' } },
        ifMatch: true,
        responseRow: '',
      });
    await completeTask(1);
    await fx.moveMeeting(1, 'Proposals');
    await completeTask(2);
    await fx.moveMeeting(2, 'Proposals');
    await completeTask(3);
    const { send, wire } = fx.slowSend(5);
    const tasksOnWire: number[] = [];
    let tasksNow = 0;
    const result = await fx.drain({
      lanes: 4,
      sendEntry: async (entry) => {
        if (entry.collection !== 'tasks') return send(entry);
        tasksOnWire.push(++tasksNow);
        try {
          return await send(entry);
        } finally {
          tasksNow--;
        }
      },
    });
    expect(result.sent).toBe(5);
    // Never two tasks at once, and the server got them in the order worked…
    expect(Math.max(...tasksOnWire)).toBe(1);
    expect(fx.server.received.filter((r) => r.url.startsWith('/api/tasks/')).map((r) => r.url)).toEqual(['/api/tasks/1', '/api/tasks/2', '/api/tasks/3']);
    // …while the meeting moves went beside them.
    expect(wire.max).toBeGreaterThan(1);
  });

  it('writes the answers that arrive while one is being written in a single transaction', async () => {
    fx = engineFixture();
    for (let id = 1; id <= 8; id++) await fx.seedMeeting(id, { version: 1 });
    for (let id = 1; id <= 8; id++) await fx.moveMeeting(id, 'Proposals');
    // Every call waits until all eight are on the wire, then all are answered at once.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let onWire = 0;
    const send = async (entry: OutboxEntry) => {
      const answer = await fx.server.send(entry);
      if (++onWire === 8) open();
      await gate;
      return answer;
    };
    const spy = vi.spyOn(fx.db, 'transaction');
    const result = await fx.drain({ lanes: 8, sendEntry: send });
    const own = spy.mock.calls.length;
    spy.mockRestore();
    expect(result.sent).toBe(8);
    // The first answer starts a write; the seven that arrive meanwhile share the next.
    expect(own).toBe(2);
    for (let id = 1; id <= 8; id++) expect(await fx.db.meetings.get(id)).toMatchObject({ status: 'Proposals', version: 2 });
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.bases.count()).toBe(0);
  });
});
