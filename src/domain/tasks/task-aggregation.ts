import { taskPriorities, type TaskPriority } from './task-constants';
import type { CallTask } from './task-types';

export type ClientTaskCounts = {
  clientId: number;
  clientName: string;
  clientMor: number | null;
  counts: Record<TaskPriority, number>;
  total: number;
};

const isAggregated = (priority: string): priority is TaskPriority => (taskPriorities as readonly string[]).includes(priority);

/**
 * The client list beside the tasks: per client, how many tasks of each
 * priority. Spec 5: the aggregation covers urgent, high, normal and low
 * only; a task of any other type is not counted, and a client with no such
 * task is not listed. Sorted by name.
 */
export function aggregateByClient(tasks: readonly CallTask[]): ClientTaskCounts[] {
  const byClient = new Map<number, ClientTaskCounts>();
  for (const task of tasks) {
    if (!isAggregated(task.priority)) continue;
    let entry = byClient.get(task.clientId);
    if (!entry) {
      entry = {
        clientId: task.clientId,
        clientName: task.clientName,
        clientMor: task.clientMor,
        counts: { urgent: 0, high: 0, normal: 0, low: 0 },
        total: 0,
      };
      byClient.set(task.clientId, entry);
    }
    entry.counts[task.priority]++;
    entry.total++;
  }
  return [...byClient.values()].sort((a, b) => a.clientName.localeCompare(b.clientName) || a.clientId - b.clientId);
}
