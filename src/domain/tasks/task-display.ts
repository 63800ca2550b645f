import type { CallTask } from './task-types';
import type { TaskPriority } from './task-constants';

export const priorityColors: Record<TaskPriority, string> = { urgent: 'red', high: 'orange', normal: 'blue', low: 'gray' };
export const priorityLabels: Record<TaskPriority, string> = { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' };

/** How a task is named in the sync panel: "Dana Kim (Acme Corp)". */
export function taskName(task: Pick<CallTask, 'id' | 'prospect' | 'clientName'>): string {
  return `${task.prospect?.name || `Task ${task.id}`} (${task.clientName})`;
}

/** A dialable tel: address: digits, with a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
