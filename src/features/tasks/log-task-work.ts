import { submitEdit } from '../../data/sync/submit-edit';
import type { TaskWork } from '../../domain/tasks/task-work-schema';
import type { CallTask } from '../../domain/tasks/task-types';
import { taskName } from './task-label';

/** PATCH /api/tasks/{id} {outcome, notes}: a logged call shows at once, also offline. */
export function logTaskWork(task: CallTask, work: TaskWork) {
  return submitEdit({
    label: `${work.outcome ? `Log outcome "${work.outcome}"` : 'Save notes'}: ${taskName(task)}`,
    method: 'PATCH',
    url: `/api/tasks/${task.id}`,
    body: work,
    collection: 'tasks',
    entityId: task.id,
    op: { kind: 'patch', patch: { ...work } },
    ifMatch: true,
    responseRow: '',
  });
}
