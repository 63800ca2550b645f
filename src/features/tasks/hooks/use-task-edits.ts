import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { bySeq, type OutboxEntry } from '../../../data/db/outbox-types';

/** Edits of tasks the server does not have yet, by task id, oldest first. */
export function useTaskEdits(): Map<number, OutboxEntry[]> {
  return useLiveQuery(
    async () => {
      const entries = await appDb().outbox.where('[collection+entityId]').between(['tasks', ''], ['tasks', '\uffff']).toArray();
      const byTask = new Map<number, OutboxEntry[]>();
      for (const e of [...entries].sort(bySeq)) {
        const id = Number(e.entityId);
        byTask.set(id, [...(byTask.get(id) ?? []), e]);
      }
      return byTask;
    },
    [],
    new Map<number, OutboxEntry[]>(),
  );
}
