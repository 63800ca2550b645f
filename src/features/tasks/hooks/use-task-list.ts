import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { firstSyncDone } from '../../../data/sync/pull';
import type { Team } from '../../../domain/lookups/lookup-types';
import { aggregateByClient, type ClientTaskCounts } from '../../../domain/tasks/task-aggregation';
import { canFetchTasks, filterTasks, taskFiltersKey, type TaskFilters } from '../../../domain/tasks/task-filters';
import type { CallTask } from '../../../domain/tasks/task-types';

export type TaskList =
  | { status: 'no-type' }
  | { status: 'loading' }
  | { status: 'ready'; tasks: CallTask[]; clients: ClientTaskCounts[]; mirrored: number; synced: boolean };

/**
 * The tasks matching the filters, read from the mirror (so it works
 * offline), and the client list beside them. The client list counts the
 * tasks matching every filter but the client one, so other clients stay
 * listed to pick from. A change of filters clears the list until the new
 * read is in (spec 4); with no type chosen nothing is read (spec 5).
 */
export function useTaskList(filters: TaskFilters): TaskList {
  const key = taskFiltersKey(filters);
  const fetch = canFetchTasks(filters);
  const result = useLiveQuery(async () => {
    if (!fetch) return null;
    const db = appDb();
    const open = await db.tasks.where('status').equals('open').toArray();
    let teamsOf = (_userId: number): number[] => [];
    if (filters.teams.length) {
      const teams = ((await db.lookups.get('teams'))?.items ?? []) as Team[];
      teamsOf = (userId) => teams.filter((t) => t.memberIds.includes(userId)).map((t) => t.id);
    }
    const anyClient = filterTasks(open, { ...filters, clients: [] }, teamsOf);
    const tasks = filters.clients.length ? anyClient.filter((t) => filters.clients.includes(t.clientId)) : anyClient;
    // With none mirrored, whether the device has synced tells "none yet" from "none for you".
    return { key, tasks, clients: aggregateByClient(anyClient), mirrored: await db.tasks.count(), synced: await firstSyncDone(db) };
    // `key` stands for every filter: the read reruns whenever one changes.
  }, [key, fetch]);
  if (!fetch) return { status: 'no-type' };
  if (!result || result.key !== key) return { status: 'loading' };
  return { status: 'ready', tasks: result.tasks, clients: result.clients, mirrored: result.mirrored, synced: result.synced };
}
