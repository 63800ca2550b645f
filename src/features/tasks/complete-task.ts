import { submitEdit } from '../../data/sync/submit-edit';
import type { TaskComplete } from '../../domain/tasks/task-work-schema';
import type { CallTask } from '../../domain/tasks/task-types';
import { taskName } from './task-label';

/**
 * PATCH /api/tasks/{id}/complete: the task leaves the list at once (also
 * offline); an outcome and notes not saved yet go with it.
 */
export function completeTask(task: CallTask, work: TaskComplete = {}) {
  return submitEdit({
    label: `Complete call task: ${taskName(task)}`,
    method: 'PATCH',
    url: `/api/tasks/${task.id}/complete`,
    body: work,
    collection: 'tasks',
    entityId: task.id,
    op: { kind: 'patch', patch: { ...work, status: 'completed', completedAt: new Date().toISOString() } },
    ifMatch: true,
    responseRow: '',
  });
}
