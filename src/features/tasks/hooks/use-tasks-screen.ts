import { useState } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import { watchTables } from '../../../data/db/watch-tables';
import { useLiveQuery } from '../../../data/react/use-live-query';
import { useThrottledQuery } from '../../../data/react/use-throttled-query';
import { firstSyncDone } from '../../../data/sync/pull';
import type { Team, UserSummary } from '../../../domain/lookups/lookup-types';
import { aggregateByClient, type ClientTaskCounts } from '../../../domain/tasks/task-aggregation';
import { taskFilterOptions, type TaskFilterOptions } from '../../../domain/tasks/task-filter-options';
import { canFetchTasks, filterTasks, taskFiltersKey, type TaskFilters } from '../../../domain/tasks/task-filters';
import type { CallTask } from '../../../domain/tasks/task-types';

export type TaskList =
  | { status: 'no-type' }
  | { status: 'loading' }
  | { status: 'ready'; tasks: CallTask[]; clients: ClientTaskCounts[]; mirrored: number; synced: boolean };

/** The screen's list, and what each filter can choose from (undefined until the first read). */
export type TasksScreen = { list: TaskList; options: TaskFilterOptions | undefined };

// Every open task is thousands of rows: during a burst of writes (a first
// sync's pages, a replay) they are read again at most this often, and never
// more than a quarter of the time (useThrottledQuery), not after each write.
// A single edit after a quiet moment is read at once.
const openTasksEveryMs = 500;
// The read's inputs: the tasks and the lookups (teams, users).
const watchTaskInputs = (notify: () => void) => watchTables(['tasks', 'lookups'], notify);

/**
 * The tasks matching the filters, read from the mirror (so it works
 * offline), the client list beside them, and the filters' options, all from
 * one read of the open tasks (thousands of rows to deserialise: the options
 * had a read of their own). The client list counts the tasks matching every
 * filter but the client one, so other clients stay listed to pick from. A
 * change of filters clears the list until the new read is in (spec 4); with
 * no type chosen no task is listed (spec 5), and the options are still read.
 */
export function useTasksScreen(filters: TaskFilters): TasksScreen {
  const key = taskFiltersKey(filters);
  const fetch = canFetchTasks(filters);
  const result = useThrottledQuery(
    watchTaskInputs,
    async () => {
      const db = appDb();
      const open = await db.tasks.where('status').equals('open').toArray();
      const teams = ((await db.lookups.get('teams'))?.items ?? []) as Team[];
      const users = ((await db.lookups.get('users'))?.items ?? []) as UserSummary[];
      const options = taskFilterOptions(open, teams, users);
      if (!fetch) return { key, options, list: null };
      const teamsOf = (userId: number) => teams.filter((t) => t.memberIds.includes(userId)).map((t) => t.id);
      const anyClient = filterTasks(open, { ...filters, clients: [] }, teamsOf);
      const tasks = filters.clients.length ? anyClient.filter((t) => filters.clients.includes(t.clientId)) : anyClient;
      return { key, options, list: { tasks, clients: aggregateByClient(anyClient), mirrored: await db.tasks.count() } };
    },
    // `key` stands for every filter: the read reruns whenever one changes.
    [key, fetch],
    openTasksEveryMs,
  );
  // With none mirrored, whether the device has synced tells "none yet" from "none for you".
  const synced = useLiveQuery(() => firstSyncDone(appDb()), []);
  // Options as last read while a change of filters is read again: a filter's
  // open list must not shrink to its chosen values in between.
  const [kept, setKept] = useState<TaskFilterOptions | undefined>(undefined);
  if (result?.options && result.options !== kept) setKept(result.options);
  const options = result?.options ?? kept;
  if (!fetch) return { list: { status: 'no-type' }, options };
  if (!result?.list || result.key !== key || synced === undefined) return { list: { status: 'loading' }, options };
  return { list: { status: 'ready', ...result.list, synced }, options };
}
