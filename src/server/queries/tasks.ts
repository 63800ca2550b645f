import { eq, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { monthOfRelationship } from '../../domain/clients/month-of-relationship';
import type { CallTask } from '../../domain/tasks/task-types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { companies, prospects } from '../db/schema/prospects';
import { callTasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { idIn } from '../db/pg-array';

/** Call tasks in the shape of spec 3, as mirrored and as the task calls answer. */
export async function loadTasks(db: Db, where?: SQL): Promise<CallTask[]> {
  const rows = await db
    .select({
      task: callTasks,
      clientName: clients.name,
      onboardingDate: clients.onboardingDate,
      assigneeName: users.name,
      prospect: prospects,
      company: companies.name,
    })
    .from(callTasks)
    .innerJoin(clients, eq(clients.id, callTasks.clientId))
    .leftJoin(users, eq(users.id, callTasks.assigneeId))
    .leftJoin(prospects, eq(prospects.id, callTasks.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(where)
    .orderBy(callTasks.dueDate, callTasks.id);
  const today = Temporal.Now.plainDateISO('UTC');
  return rows.map(({ task: t, clientName, onboardingDate, assigneeName, prospect: p, company }) => ({
    id: t.id,
    clientId: t.clientId,
    clientName,
    clientMor: monthOfRelationship(onboardingDate, today),
    priority: t.priority,
    taskType: t.taskType,
    tags: t.tags,
    assigneeId: t.assigneeId,
    assigneeName,
    dueDate: t.dueDate,
    status: t.status,
    outcome: t.outcome,
    notes: t.notes,
    skippedAt: t.skippedAt?.toISOString() ?? null,
    completedAt: t.completedAt?.toISOString() ?? null,
    prospect: p
      ? {
          id: p.id,
          name: [p.firstName, p.lastName].filter(Boolean).join(' '),
          email: p.email,
          title: p.title,
          company,
          phone: p.phoneWork ?? p.phonePersonal,
          state: p.state,
        }
      : null,
    version: t.version,
  }));
}

export const loadTasksByIds = (db: Db, ids: number[]) =>
  ids.length ? loadTasks(db, idIn(callTasks.id, ids)) : Promise.resolve([]);
