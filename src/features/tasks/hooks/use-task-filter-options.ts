import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { Team, UserSummary } from '../../../domain/lookups/lookup-types';
import { inactiveIds } from '../../../domain/users/user-label';
import { taskTypeLabels, type TaskType } from '../../../domain/tasks/task-constants';

export type Option = { value: string; label: string };
export type TaskFilterOptions = {
  taskTypes: Option[];
  tags: Option[];
  users: Option[];
  teams: Option[];
  clients: Option[];
  mor: Option[];
};

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

/** What each filter can choose from: the values present in the rep's mirrored open tasks. */
export function useTaskFilterOptions(): TaskFilterOptions | undefined {
  return useLiveQuery(async () => {
    const db = appDb();
    const open = await db.tasks.where('status').equals('open').toArray();
    const teams = ((await db.lookups.get('teams'))?.items ?? []) as Team[];
    const inactive = inactiveIds(((await db.lookups.get('users'))?.items ?? []) as UserSummary[]);
    const taskTypes = new Map<string, string>();
    const tags = new Set<string>();
    const users = new Map<number, string>();
    const clients = new Map<number, string>();
    const mor = new Set<number>();
    for (const t of open) {
      taskTypes.set(t.taskType, taskTypeLabels[t.taskType as TaskType] ?? t.taskType);
      t.tags.forEach((tag) => tags.add(tag));
      if (t.assigneeId !== null) users.set(t.assigneeId, `${t.assigneeName ?? `User ${t.assigneeId}`}${inactive.has(t.assigneeId) ? ' (inactive)' : ''}`);
      clients.set(t.clientId, t.clientName);
      if (t.clientMor !== null) mor.add(t.clientMor);
    }
    return {
      taskTypes: [...taskTypes].map(([value, label]) => ({ value, label })).sort(byLabel),
      tags: [...tags].map((t) => ({ value: t, label: t })).sort(byLabel),
      users: [...users].map(([id, name]) => ({ value: String(id), label: name })).sort(byLabel),
      teams: teams
        .filter((team) => team.memberIds.some((id) => users.has(id)))
        .map((team) => ({ value: String(team.id), label: team.name }))
        .sort(byLabel),
      clients: [...clients].map(([id, name]) => ({ value: String(id), label: name })).sort(byLabel),
      mor: [...mor].sort((a, b) => a - b).map((m) => ({ value: String(m), label: `Month ${m}` })),
    };
  }, []);
}
