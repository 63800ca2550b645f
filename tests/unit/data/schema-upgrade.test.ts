import { describe, expect, it } from 'vitest';
import { AppDb, schemaVersions } from '../../../src/data/db/app-db';
import { enqueueEdit } from '../../../src/data/sync/enqueue';
import { localLock } from '../../../src/data/sync/locks';
import { drainOutbox } from '../../../src/data/sync/replay';
import { FakeSyncServer } from '../../support/fake-sync-server';

describe('schema upgrade', () => {
  it('keeps queued edits across a new schema version and replays them', async () => {
    const name = `upgrade-${Date.now()}`;
    // A device still on the first published schema, with an edit queued.
    const v1 = new AppDb(name, schemaVersions.slice(0, 1));
    await v1.meetings.put({ id: 1, status: 'Initial Meeting', version: 1 } as never);
    await enqueueEdit(v1, {
      label: 'Move',
      method: 'PATCH',
      url: '/api/clients/1/meetings/1',
      body: { status: 'Proposals' },
      collection: 'meetings',
      entityId: 1,
      op: { kind: 'patch', patch: { status: 'Proposals' } },
      responseRow: '',
    });
    v1.close();

    // A later release adds an index; the device opens the new schema.
    // Versions list only the tables they change; merge them to know the latest.
    const last = schemaVersions[schemaVersions.length - 1];
    const merged = Object.assign({}, ...schemaVersions.map((v) => v.stores)) as Record<string, string>;
    const next = [...schemaVersions, { version: last.version + 1, stores: { meetings: `${merged.meetings}, date` } }];
    const v2 = new AppDb(name, next);
    await v2.open();
    expect(v2.verno).toBe(last.version + 1);
    expect(await v2.outbox.count()).toBe(1);
    expect((await v2.meetings.where('date').equals('x').count())).toBe(0);

    const server = new FakeSyncServer();
    server.put('meetings', { id: 1, status: 'Initial Meeting', version: 1 });
    const result = await drainOutbox({ db: v2, sendEntry: server.send, lock: localLock });
    expect(result.sent).toBe(1);
    expect(server.row('meetings', 1)!.status).toBe('Proposals');
    v2.close();
    await v2.delete();
  });
});

describe('meeting indexes', () => {
  it('keeps only the indexes the board and the calendar read, and upgrades a device that had more', async () => {
    const name = `indexes-${Date.now()}`;
    const v2 = new AppDb(name, schemaVersions.slice(0, 2));
    await v2.meetings.put({ id: 1, clientId: 3, status: 'Proposals', sdrId: 2, startAt: '2026-11-24T15:00:00.000Z', version: 1 } as never);
    v2.close();
    const db = new AppDb(name);
    await db.open();
    expect(db.meetings.schema.indexes.map((i) => i.name).sort()).toEqual(
      ['[clientId+startAt]', '[clientId+status+startAt]', '[sdrId+status+startAt]', '[status+startAt]', 'startAt'].sort(),
    );
    // The rows stay, and the compound indexes answer what the board asks.
    expect(await db.meetings.where('[clientId+status+startAt]').between([3, 'Proposals', ''], [3, 'Proposals', '\uffff']).count()).toBe(1);
    db.close();
    await db.delete();
  });
});

describe('task, client and notification indexes', () => {
  it('keeps only the indexes the lists read, and upgrades a device that had more, rows kept', async () => {
    const name = `list-indexes-${Date.now()}`;
    const v4 = new AppDb(name, schemaVersions.slice(0, 4));
    await v4.tasks.bulkPut([
      { id: 1, clientId: 3, assigneeId: 2, priority: 'High', status: 'open', dueDate: '2026-11-30' },
      { id: 2, clientId: 3, assigneeId: 2, priority: 'Low', status: 'done', dueDate: '2026-11-29' },
    ] as never);
    await v4.clients.put({ id: 3, name: 'Acme Corp', status: 'Active' } as never);
    await v4.notifications.put({ id: 9, readAt: null } as never);
    v4.close();
    const db = new AppDb(name);
    await db.open();
    expect(db.tasks.schema.indexes.map((i) => i.name)).toEqual(['status']);
    expect(db.clients.schema.indexes.map((i) => i.name)).toEqual(['name']);
    expect(db.notifications.schema.indexes).toEqual([]);
    // What the task list and the client pickers ask still answers.
    expect((await db.tasks.where('status').equals('open').toArray()).map((t) => t.id)).toEqual([1]);
    expect((await db.clients.orderBy('name').toArray()).map((c) => c.name)).toEqual(['Acme Corp']);
    expect(await db.notifications.count()).toBe(1);
    db.close();
    await db.delete();
  });
});
