import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mayWorkTask } from '../../../../src/domain/tasks/task-access';
import { taskCompleteSchema, taskWorkSchema } from '../../../../src/domain/tasks/task-work-schema';

describe('task updates', () => {
  it('accept an outcome of the list and notes', () => {
    expect(v.parse(taskWorkSchema, { outcome: 'Left voicemail', notes: 'Call after 3' })).toEqual({ outcome: 'Left voicemail', notes: 'Call after 3' });
    expect(v.parse(taskWorkSchema, { outcome: null })).toEqual({ outcome: null });
    expect(v.parse(taskCompleteSchema, {})).toEqual({});
  });

  it('refuse an unknown outcome, an empty update and unknown fields', () => {
    expect(v.safeParse(taskWorkSchema, { outcome: 'Maybe' }).success).toBe(false);
    expect(v.safeParse(taskWorkSchema, {}).success).toBe(false);
    expect(v.safeParse(taskWorkSchema, { notes: 'x', status: 'completed' }).success).toBe(false);
    expect(v.safeParse(taskWorkSchema, { notes: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('who may work a task', () => {
  const rep = { id: 10, superAdmin: false, ledMemberIds: [] };
  const lead = { id: 20, superAdmin: false, ledMemberIds: [10, 20] };
  it('the assignee and the lead of their team; nobody else', () => {
    expect(mayWorkTask(rep, 10, true)).toBe(true);
    expect(mayWorkTask(lead, 10, true)).toBe(true);
    expect(mayWorkTask(rep, 11, true)).toBe(false);
    expect(mayWorkTask(lead, 11, true)).toBe(false);
  });
  it('super-admin works any task; an unassigned task needs work-tasks', () => {
    expect(mayWorkTask({ id: 1, superAdmin: true, ledMemberIds: [] }, 11, false)).toBe(true);
    expect(mayWorkTask(rep, null, true)).toBe(true);
    expect(mayWorkTask(rep, null, false)).toBe(false);
  });
});
