import { queueCall } from '../../../data/sync/queue-call';
import { taskName } from '../../../domain/tasks/task-display';
import { skipTask as skipTaskCall } from '../../../domain/tasks/task-endpoints';
import type { CallTask } from '../../../domain/tasks/task-types';

/** The task stays open, marked as skipped. */
export function skipTask(task: CallTask) {
  return queueCall(skipTaskCall, { params: { id: task.id }, body: {} }, { label: `Skip call task: ${taskName(task)}` });
}
