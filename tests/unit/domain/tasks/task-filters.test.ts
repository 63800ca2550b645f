import { describe, expect, it } from 'vitest';
import {
  canFetchTasks,
  defaultTaskFilters,
  emptyTaskFilters,
  filterTasks,
  taskFiltersKey,
  type TaskFilters,
} from '../../../../src/domain/tasks/task-filters';
import { task } from './task-fixtures';

const all: TaskFilters = { ...emptyTaskFilters, type: ['urgent', 'high', 'normal', 'low'] };
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('the task fetch rule (spec 5)', () => {
  it('is skipped when no priority type is chosen: nothing is fetched', () => {
    expect(canFetchTasks(emptyTaskFilters)).toBe(false);
    expect(filterTasks([task(1), task(2, { priority: 'urgent' })], emptyTaskFilters)).toEqual([]);
  });

  it('runs with one type or more, and the screen starts with all four', () => {
    expect(canFetchTasks({ type: ['low'] })).toBe(true);
    expect(defaultTaskFilters.type).toEqual(['urgent', 'high', 'normal', 'low']);
  });
});

describe('filterTasks, on the server list and the mirror alike', () => {
  const tasks = [
    task(1, { priority: 'urgent', tags: ['VIP'], clientId: 1, clientMor: 2 }),
    task(2, { priority: 'high', taskType: 'callback', assigneeId: 11, clientId: 2, clientMor: 14 }),
    task(3, { priority: 'low', tags: ['Referral', 'VIP'], assigneeId: null, clientMor: null }),
    task(4, { priority: 'normal', status: 'completed' }),
    task(5, { priority: 'normal', status: 'removed' }),
  ];

  it('keeps only open tasks of the chosen types', () => {
    expect(ids(filterTasks(tasks, all))).toEqual([1, 2, 3]);
    expect(ids(filterTasks(tasks, { ...all, type: ['urgent', 'low'] }))).toEqual([1, 3]);
  });

  it('filters by task type, tags (any of), users, clients and MOR', () => {
    expect(ids(filterTasks(tasks, { ...all, taskType: ['callback'] }))).toEqual([2]);
    expect(ids(filterTasks(tasks, { ...all, tags: ['VIP'] }))).toEqual([1, 3]);
    expect(ids(filterTasks(tasks, { ...all, tags: ['Referral', 'Nothing'] }))).toEqual([3]);
    expect(ids(filterTasks(tasks, { ...all, users: [11] }))).toEqual([2]);
    expect(ids(filterTasks(tasks, { ...all, clients: [2] }))).toEqual([2]);
    expect(ids(filterTasks(tasks, { ...all, mor: [2, 14] }))).toEqual([1, 2]);
  });

  it("filters by the assignee's teams", () => {
    const teamsOf = (userId: number) => (userId === 10 ? [100] : userId === 11 ? [200, 300] : []);
    expect(ids(filterTasks(tasks, { ...all, teams: [300] }, teamsOf))).toEqual([2]);
    expect(ids(filterTasks(tasks, { ...all, teams: [100] }, teamsOf))).toEqual([1]);
  });

  it('combines every filter', () => {
    expect(ids(filterTasks(tasks, { ...all, tags: ['VIP'], mor: [2] }))).toEqual([1]);
  });

  it('orders by due date, then priority, then id', () => {
    const list = [
      task(7, { dueDate: '2026-11-21', priority: 'urgent' }),
      task(8, { dueDate: '2026-11-20', priority: 'low' }),
      task(9, { dueDate: '2026-11-20', priority: 'urgent' }),
      task(6, { dueDate: '2026-11-20', priority: 'urgent' }),
    ];
    expect(ids(filterTasks(list, all))).toEqual([6, 9, 8, 7]);
  });

  it('gives the same key for the same filters in any order, another key for another filter', () => {
    expect(taskFiltersKey({ ...all, tags: ['a', 'b'] })).toBe(taskFiltersKey({ ...all, tags: ['b', 'a'] }));
    expect(taskFiltersKey({ ...all, tags: ['a'] })).not.toBe(taskFiltersKey(all));
  });
});
