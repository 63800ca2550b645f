import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { CallTask } from '../../../domain/tasks/task-types';

/**
 * Tasks completed or removed on this device whose edit has not reached the
 * server yet: they have left the list, but stay visible with their pending
 * mark until the server has them.
 */
export function useWorkedTasks(): CallTask[] {
  return useLiveQuery(
    async () => {
      const db = appDb();
      const ids = new Set(
        (await db.outbox.where('[collection+entityId]').between(['tasks', ''], ['tasks', '\uffff']).toArray()).map((e) => Number(e.entityId)),
      );
      if (!ids.size) return [];
      const rows = await db.tasks.bulkGet([...ids]);
      return rows.filter((t): t is CallTask => !!t && t.status !== 'open').sort((a, b) => a.id - b.id);
    },
    [],
    [],
  );
}
