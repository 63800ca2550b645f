import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { can } from '../../domain/access/permissions';
import { mayWorkTask, type TaskWorker } from '../../domain/tasks/task-access';
import type { CallTask } from '../../domain/tasks/task-types';
import type { Db } from '../db/client';
import { callTasks } from '../db/schema/tasks';
import { teamMembers, teams } from '../db/schema/teams';
import { forbidden } from '../http/errors';
import type { SessionUser } from '../http/env';

/** The user as a task worker: who they are and whose tasks they lead. */
export async function taskWorker(db: Db, user: SessionUser): Promise<TaskWorker> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.teamLeadId, user.id), eq(teams.archived, false)));
  return { id: user.id, superAdmin: user.permissions.includes('super-admin'), ledMemberIds: [...new Set(rows.map((r) => r.userId))] };
}

/**
 * The tasks a user may see and work, as SQL: the same rule as the change
 * feed's scopes (their own, their teams' for leads, unassigned ones).
 */
export function workableTasks(worker: TaskWorker): SQL | undefined {
  if (worker.superAdmin) return undefined;
  return or(inArray(callTasks.assigneeId, [worker.id, ...worker.ledMemberIds]), isNull(callTasks.assigneeId));
}

export function assertMayWorkTask(user: SessionUser, worker: TaskWorker, task: Pick<CallTask, 'assigneeId'>) {
  if (!mayWorkTask(worker, task.assigneeId, can(user, 'work-tasks'))) {
    throw forbidden('Only the assignee or a lead of their team may work this task.');
  }
}

/** The teams of each user, for the teams filter. */
export async function teamsByUser(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!userIds.length) return out;
  const rows = await db.select().from(teamMembers).where(inArray(teamMembers.userId, userIds));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.teamId]);
  return out;
}
