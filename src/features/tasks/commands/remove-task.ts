import { queueCall } from '../../../data/sync/queue-call';
import { taskName } from '../../../domain/tasks/task-display';
import { removeTask as removeTaskCall } from '../../../domain/tasks/task-endpoints';
import type { CallTask } from '../../../domain/tasks/task-types';

/**
 * The task leaves the list at once; the row stays in the mirror as removed
 * (with its pending mark) until the feed's tombstone takes it away.
 */
export function removeTask(task: CallTask) {
  return queueCall(removeTaskCall, { params: { id: task.id } }, { label: `Remove call task: ${taskName(task)}` });
}
