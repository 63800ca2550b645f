import type { CallTask } from '../../../../src/domain/tasks/task-types';

export function task(id: number, patch: Partial<CallTask> = {}): CallTask {
  return {
    id,
    clientId: 1,
    clientName: 'Acme Corp',
    clientMor: 3,
    priority: 'normal',
    taskType: 'call',
    tags: [],
    assigneeId: 10,
    assigneeName: 'Sam Rivera',
    dueDate: '2026-11-20',
    status: 'open',
    outcome: null,
    notes: '',
    skippedAt: null,
    completedAt: null,
    prospect: null,
    version: 1,
    ...patch,
  };
}
