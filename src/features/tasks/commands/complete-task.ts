import { queueCall } from '../../../data/sync/queue-call';
import { taskName } from '../../../domain/tasks/task-display';
import { completeTask as completeTaskCall } from '../../../domain/tasks/task-endpoints';
import type { CallTask } from '../../../domain/tasks/task-types';
import type { TaskComplete } from '../../../domain/tasks/task-work-schema';

/** The task leaves the list at once (also offline); an outcome and notes not saved yet go with it. */
export function completeTask(task: CallTask, work: TaskComplete = {}) {
  return queueCall(completeTaskCall, { params: { id: task.id }, body: work }, { label: `Complete call task: ${taskName(task)}` });
}
