import { taskPriorities, type TaskPriority } from './task-constants';
import type { CallTask } from './task-types';

/**
 * The task filters of spec 7 (type, taskType, tags, users, teams, clients,
 * mor). `type` is the priority type (spec 4: urgent, high, normal, low); an
 * empty list in any other filter means "any".
 */
export type TaskFilters = {
  type: TaskPriority[];
  taskType: string[];
  tags: string[];
  users: number[];
  teams: number[];
  clients: number[];
  mor: number[];
};

export const emptyTaskFilters: TaskFilters = { type: [], taskType: [], tags: [], users: [], teams: [], clients: [], mor: [] };

/** What the screen starts with: every priority type, nothing else narrowed. */
export const defaultTaskFilters: TaskFilters = { ...emptyTaskFilters, type: [...taskPriorities] };

/** Spec 5: the task fetch is skipped when no type is chosen. */
export function canFetchTasks(filters: Pick<TaskFilters, 'type'>): boolean {
  return filters.type.length > 0;
}

/** The teams a user belongs to, for the teams filter. */
export type TeamsOf = (userId: number) => readonly number[];

const noTeams: TeamsOf = () => [];

/** Only tasks still to be worked are listed; completed and removed ones are done. */
export function isOpenTask(task: Pick<CallTask, 'status'>): boolean {
  return task.status === 'open';
}

export function matchesTaskFilters(task: CallTask, filters: TaskFilters, teamsOf: TeamsOf = noTeams): boolean {
  if (!(filters.type as string[]).includes(task.priority)) return false;
  if (filters.taskType.length && !filters.taskType.includes(task.taskType)) return false;
  if (filters.tags.length && !task.tags.some((t) => filters.tags.includes(t))) return false;
  if (filters.users.length && (task.assigneeId === null || !filters.users.includes(task.assigneeId))) return false;
  if (filters.teams.length) {
    if (task.assigneeId === null) return false;
    if (!teamsOf(task.assigneeId).some((t) => filters.teams.includes(t))) return false;
  }
  if (filters.clients.length && !filters.clients.includes(task.clientId)) return false;
  if (filters.mor.length && (task.clientMor === null || !filters.mor.includes(task.clientMor))) return false;
  return true;
}

const priorityRank: Record<string, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

/** The order tasks are worked in: due first, then the more urgent, then oldest. */
export function compareTasks(a: CallTask, b: CallTask): number {
  return (
    a.dueDate.localeCompare(b.dueDate) ||
    (priorityRank[a.priority] ?? 9) - (priorityRank[b.priority] ?? 9) ||
    a.id - b.id
  );
}

/**
 * The open tasks matching every filter, in working order. The same function
 * answers GET /api/tasks on the server and filters the mirror offline; with
 * no type chosen the answer is empty (spec 5).
 */
export function filterTasks(tasks: readonly CallTask[], filters: TaskFilters, teamsOf: TeamsOf = noTeams): CallTask[] {
  if (!canFetchTasks(filters)) return [];
  return tasks.filter((t) => isOpenTask(t) && matchesTaskFilters(t, filters, teamsOf)).sort(compareTasks);
}

/** A stable key for a set of filters: a change of key means a new read. */
export function taskFiltersKey(filters: TaskFilters): string {
  const sorted = (list: readonly (string | number)[]) => [...list].map(String).sort();
  return JSON.stringify([
    sorted(filters.type),
    sorted(filters.taskType),
    sorted(filters.tags),
    sorted(filters.users),
    sorted(filters.teams),
    sorted(filters.clients),
    sorted(filters.mor),
  ]);
}
