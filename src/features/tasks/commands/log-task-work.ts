import { queueCall } from '../../../data/sync/queue-call';
import { taskName } from '../../../domain/tasks/task-display';
import { logTaskWork as logTaskWorkCall } from '../../../domain/tasks/task-endpoints';
import type { CallTask } from '../../../domain/tasks/task-types';
import type { TaskWork } from '../../../domain/tasks/task-work-schema';

/** A logged call (outcome and notes) shows at once, also offline. */
export function logTaskWork(task: CallTask, work: TaskWork) {
  return queueCall(logTaskWorkCall, { params: { id: task.id }, body: work }, {
    label: `${work.outcome ? `Log outcome "${work.outcome}"` : 'Save notes'}: ${taskName(task)}`,
  });
}
