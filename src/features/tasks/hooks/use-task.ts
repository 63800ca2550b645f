import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { CallTask } from '../../../domain/tasks/task-types';

/**
 * One task from the mirror: undefined while reading, null when it is not
 * there. A live query answers with its previous result until the new one
 * is in, so the answer carries the id it is for.
 */
export function useTask(id: number | null): CallTask | null | undefined {
  const result = useLiveQuery(async () => ({ id, task: id === null ? null : ((await appDb().tasks.get(id)) ?? null) }), [id]);
  return result && result.id === id ? result.task : undefined;
}
