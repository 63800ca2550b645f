import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultTaskFilters } from '../../../../src/domain/tasks/task-filters';
import { filtersFromSearch, searchFromFilters, taskSearchSchema } from '../../../../src/domain/tasks/task-search';
import { unsavedWork } from '../../../../src/features/tasks/components/task-work-form';
import { task } from '../../domain/tasks/task-fixtures';

describe('task filters in the address', () => {
  it('start from every priority type; "none chosen" survives a reload', () => {
    expect(filtersFromSearch(v.parse(taskSearchSchema, {}))).toEqual(defaultTaskFilters);
    const none = { ...defaultTaskFilters, type: [] };
    expect(filtersFromSearch(v.parse(taskSearchSchema, searchFromFilters(none)))).toEqual(none);
  });

  it('round-trip every filter and drop values that do not parse', () => {
    const filters = { type: ['urgent' as const], taskType: ['call'], tags: ['VIP'], users: [3], teams: [4], clients: [5], mor: [6] };
    expect(filtersFromSearch(v.parse(taskSearchSchema, searchFromFilters(filters)))).toEqual(filters);
    expect(filtersFromSearch(v.parse(taskSearchSchema, { type: ['someday'], users: 'x' }))).toEqual(defaultTaskFilters);
  });
});

describe('unsaved outcome and notes', () => {
  it('are what differs from the task, or nothing', () => {
    const t = task(1, { outcome: 'No answer', notes: 'x' });
    expect(unsavedWork(t, { outcome: 'No answer', notes: 'x' })).toBeNull();
    expect(unsavedWork(t, { outcome: 'Connected', notes: 'x' })).toEqual({ outcome: 'Connected' });
    expect(unsavedWork(t, { outcome: null, notes: 'y' })).toEqual({ outcome: null, notes: 'y' });
  });
});
