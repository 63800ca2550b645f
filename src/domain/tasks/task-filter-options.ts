import type { Team, UserSummary } from '../lookups/lookup-types';
import { inactiveIds } from '../users/user-label';
import { taskTypeLabels, type TaskType } from './task-constants';
import type { CallTask } from './task-types';

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

/** What each filter of spec 7 can choose from: the values present in these open tasks. */
export function taskFilterOptions(open: readonly CallTask[], teams: readonly Team[], users: readonly UserSummary[]): TaskFilterOptions {
  const inactive = inactiveIds(users);
  const taskTypes = new Map<string, string>();
  const tags = new Set<string>();
  const assignees = new Map<number, string>();
  const clients = new Map<number, string>();
  const mor = new Set<number>();
  for (const t of open) {
    taskTypes.set(t.taskType, taskTypeLabels[t.taskType as TaskType] ?? t.taskType);
    t.tags.forEach((tag) => tags.add(tag));
    if (t.assigneeId !== null) assignees.set(t.assigneeId, `${t.assigneeName ?? `User ${t.assigneeId}`}${inactive.has(t.assigneeId) ? ' (inactive)' : ''}`);
    clients.set(t.clientId, t.clientName);
    if (t.clientMor !== null) mor.add(t.clientMor);
  }
  return {
    taskTypes: [...taskTypes].map(([value, label]) => ({ value, label })).sort(byLabel),
    tags: [...tags].map((t) => ({ value: t, label: t })).sort(byLabel),
    users: [...assignees].map(([id, name]) => ({ value: String(id), label: name })).sort(byLabel),
    teams: teams
      .filter((team) => team.memberIds.some((id) => assignees.has(id)))
      .map((team) => ({ value: String(team.id), label: team.name }))
      .sort(byLabel),
    clients: [...clients].map(([id, name]) => ({ value: String(id), label: name })).sort(byLabel),
    mor: [...mor].sort((a, b) => a - b).map((m) => ({ value: String(m), label: `Month ${m}` })),
  };
}
