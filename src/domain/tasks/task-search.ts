import * as v from 'valibot';
import { maxInt32 } from '../api/fields';
import { taskPriorities } from './task-constants';
import { defaultTaskFilters, type TaskFilters } from './task-filters';

// The filters live in the address, so a reload (also offline) keeps them.
// A value that does not parse is dropped rather than breaking the page.
const list = <T extends v.GenericSchema>(item: T) => v.fallback(v.optional(v.array(item)), undefined);
const id = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxInt32));

export const taskSearchSchema = v.object({
  type: list(v.picklist(taskPriorities)),
  taskType: list(v.string()),
  tags: list(v.string()),
  users: list(id),
  teams: list(id),
  clients: list(id),
  mor: list(id),
});

export type TaskSearch = v.InferOutput<typeof taskSearchSchema>;

/** No `type` in the address means the default (all four); `type: []` means none chosen. */
export function filtersFromSearch(search: TaskSearch): TaskFilters {
  return {
    type: search.type ?? defaultTaskFilters.type,
    taskType: search.taskType ?? [],
    tags: search.tags ?? [],
    users: search.users ?? [],
    teams: search.teams ?? [],
    clients: search.clients ?? [],
    mor: search.mor ?? [],
  };
}

export function searchFromFilters(filters: TaskFilters): TaskSearch {
  const keep = <T>(list: T[]) => (list.length ? list : undefined);
  const allTypes = filters.type.length === defaultTaskFilters.type.length;
  return {
    type: allTypes ? undefined : filters.type,
    taskType: keep(filters.taskType),
    tags: keep(filters.tags),
    users: keep(filters.users),
    teams: keep(filters.teams),
    clients: keep(filters.clients),
    mor: keep(filters.mor),
  };
}
