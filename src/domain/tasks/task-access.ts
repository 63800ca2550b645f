/** Who is working: their id, whether they hold super-admin, the members of the teams they lead. */
export type TaskWorker = {
  id: number;
  superAdmin: boolean;
  /** Users in the teams this user leads (spec: leads work their teams' tasks). */
  ledMemberIds: readonly number[];
};

/**
 * Only the assignee, or a lead of one of the assignee's teams, may work a
 * task (super-admin may work any). A task with no assignee is open to
 * anyone allowed to work tasks.
 */
export function mayWorkTask(worker: TaskWorker, assigneeId: number | null, canWorkTasks: boolean): boolean {
  if (worker.superAdmin) return true;
  if (assigneeId === null) return canWorkTasks;
  return assigneeId === worker.id || worker.ledMemberIds.includes(assigneeId);
}
