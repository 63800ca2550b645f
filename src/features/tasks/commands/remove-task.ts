import { queueCall } from '../../../data/sync/queue-call';
import { taskName } from '../../../domain/tasks/task-display';
import { removeTask as removeTaskCall } from '../../../domain/tasks/task-endpoints';
import type { CallTask } from '../../../domain/tasks/task-types';

/** How long Remove offers Undo (issue 16: at once, with a way back). */
export const removeUndoMs = 6_000;

/**
 * The task leaves the list at once; the row stays in the mirror as removed
 * (with its pending mark) until the feed's tombstone takes it away. The call
 * waits a second past the Undo offer, so Undo never races the send.
 */
export function removeTask(task: CallTask) {
  return queueCall(removeTaskCall, { params: { id: task.id } }, { label: `Remove call task: ${taskName(task)}`, holdMs: removeUndoMs + 1_000 });
}
