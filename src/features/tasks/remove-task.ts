import { submitEdit } from '../../data/sync/submit-edit';
import type { CallTask } from '../../domain/tasks/task-types';
import { taskName } from './task-label';

/**
 * DELETE /api/tasks/{id}: the task leaves the list at once; the row stays
 * in the mirror as removed (with its pending mark) until the feed's
 * tombstone takes it away.
 */
export function removeTask(task: CallTask) {
  return submitEdit({
    label: `Remove call task: ${taskName(task)}`,
    method: 'DELETE',
    url: `/api/tasks/${task.id}`,
    collection: 'tasks',
    entityId: task.id,
    op: { kind: 'patch', patch: { status: 'removed' } },
    ifMatch: true,
    responseRow: '',
  });
}
