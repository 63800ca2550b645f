import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import { localLock } from '../../../../../src/data/sync/locks';
import { drainOutbox } from '../../../../../src/data/sync/replay';
import type { CallTask } from '../../../../../src/domain/tasks/task-types';
import { completeTask } from '../../../../../src/features/tasks/commands/complete-task';
import { logTaskWork } from '../../../../../src/features/tasks/commands/log-task-work';
import { removeTask } from '../../../../../src/features/tasks/commands/remove-task';
import { skipTask } from '../../../../../src/features/tasks/commands/skip-task';
import { FakeSyncServer } from '../../../../support/fake-sync-server';
import { task } from '../../../domain/tasks/task-fixtures';

let server: FakeSyncServer;
beforeEach(async () => {
  const db = appDb();
  await Promise.all(db.tables.map((t) => t.clear()));
  server = new FakeSyncServer();
});

async function seed(...rows: CallTask[]) {
  await appDb().tasks.bulkPut(rows);
  for (const r of rows) server.put('tasks', r);
}

describe('task commands (offline first)', () => {
  it('show at once in the mirror and queue the documented calls, in order', async () => {
    await seed(task(1), task(2), task(3), task(4));
    await logTaskWork(task(1), { outcome: 'Left voicemail', notes: 'After 3pm' });
    await completeTask(task(2));
    await skipTask(task(3));
    await removeTask(task(4));

    const db = appDb();
    expect(await db.tasks.get(1)).toMatchObject({ outcome: 'Left voicemail', notes: 'After 3pm', status: 'open' });
    expect(await db.tasks.get(2)).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(await db.tasks.get(3)).toMatchObject({ status: 'open', skippedAt: expect.any(String) });
    // A removed task stays in the mirror as removed until the feed's tombstone comes.
    expect(await db.tasks.get(4)).toMatchObject({ status: 'removed' });
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.method, e.url, e.ifMatch, e.baseVersion])).toEqual([
      ['PATCH', '/api/tasks/1', true, 1],
      ['PATCH', '/api/tasks/2/complete', true, 1],
      ['PATCH', '/api/tasks/3/skip', true, 1],
      ['DELETE', '/api/tasks/4', true, 1],
    ]);
    expect(outbox[0].body).toEqual({ outcome: 'Left voicemail', notes: 'After 3pm' });
    expect(outbox[1].label).toBe('Complete call task: Task 2 (Acme Corp)');
  });

  it("replay a task's edits in order, each on the version the previous one made", async () => {
    await seed(task(5, { version: 3 }));
    await logTaskWork(task(5, { version: 3 }), { outcome: 'No answer', notes: 'Rang twice' });
    await completeTask(task(5, { version: 3 }), { notes: 'Rang twice, left it' });
    const result = await drainOutbox({ db: appDb(), sendEntry: server.send, lock: localLock });
    expect(result.sent).toBe(2);
    expect(server.received.map((r) => [r.url, r.ifMatch])).toEqual([
      ['/api/tasks/5', '3'],
      ['/api/tasks/5/complete', '4'],
    ]);
    expect(server.applied).toHaveLength(2);
    expect(await appDb().outbox.count()).toBe(0);
  });
});
