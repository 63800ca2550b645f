import type { CallTask } from '../../domain/tasks/task-types';

/** How a task is named in the sync panel: "Dana Kim (Acme Corp)". */
export function taskName(task: Pick<CallTask, 'id' | 'prospect' | 'clientName'>): string {
  return `${task.prospect?.name || `Task ${task.id}`} (${task.clientName})`;
}
