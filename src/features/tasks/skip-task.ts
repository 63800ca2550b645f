import { submitEdit } from '../../data/sync/submit-edit';
import type { CallTask } from '../../domain/tasks/task-types';
import { taskName } from './task-label';

/** PATCH /api/tasks/{id}/skip: the task stays open, marked as skipped. */
export function skipTask(task: CallTask) {
  return submitEdit({
    label: `Skip call task: ${taskName(task)}`,
    method: 'PATCH',
    url: `/api/tasks/${task.id}/skip`,
    body: {},
    collection: 'tasks',
    entityId: task.id,
    op: { kind: 'patch', patch: { skippedAt: new Date().toISOString() } },
    ifMatch: true,
    responseRow: '',
  });
}
