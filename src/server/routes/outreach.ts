import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { countOutreachTasks, listOutreachSequences, listOutreachUsers, listTaskCalls } from '../../domain/outreach/outreach-endpoints';
import { staffOnly } from '../auth/guards';
import { outreachSequences, outreachUsers } from '../db/schema/outreach';
import { prospects } from '../db/schema/prospects';
import { callTasks, calls } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadTasks } from '../queries/tasks';
import { assertMayWorkTask, taskWorker } from '../queries/task-workers';

export const outreachRoutes = new Hono<AppEnv>();

// GET /api/outreach/calls?task={id}: the task's call history, newest first.
// No task: an empty list.
route(outreachRoutes, listTaskCalls, staffOnly, async (c, { query }) => {
  const taskId = query.task;
  if (taskId === undefined) return [];
  const db = c.get('db');
  const [task] = await loadTasks(db, eq(callTasks.id, taskId));
  if (!task) throw notFound();
  assertMayWorkTask(c.get('user'), await taskWorker(db, c.get('user')), task);
  const rows = await db
    .select({ call: calls, userName: users.name })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.userId))
    .where(eq(calls.taskId, taskId))
    .orderBy(desc(calls.calledAt), desc(calls.id));
  return rows.map(({ call, userName }) => ({
    id: call.id,
    taskId: call.taskId,
    calledAt: call.calledAt.toISOString(),
    outcome: call.outcome,
    durationSeconds: call.durationSeconds,
    notes: call.notes,
    user: call.userId !== null && userName !== null ? { id: call.userId, name: userName } : null,
  }));
});

// GET /api/outreach/users?client={id}: the client's Outreach users. No client: [] (spec 5).
route(outreachRoutes, listOutreachUsers, staffOnly, async (c, { query }) => {
  const clientId = query.client;
  if (clientId === undefined) return [];
  return c
    .get('db')
    .select()
    .from(outreachUsers)
    .where(eq(outreachUsers.clientId, clientId))
    .orderBy(asc(outreachUsers.name), asc(outreachUsers.id));
});

// GET /api/outreach/sequences?outreachUser={id} (or ?client={id}): the
// sequences of that Outreach user (or client). Neither given: [] (spec 5).
route(outreachRoutes, listOutreachSequences, staffOnly, async (c, { query }) => {
  const { outreachUser: outreachUserId, client: clientId } = query;
  if (outreachUserId === undefined && clientId === undefined) return [];
  const conditions = [];
  if (outreachUserId !== undefined) conditions.push(eq(outreachSequences.outreachUserId, outreachUserId));
  if (clientId !== undefined) conditions.push(eq(outreachSequences.clientId, clientId));
  return c
    .get('db')
    .select()
    .from(outreachSequences)
    .where(and(...conditions))
    .orderBy(asc(outreachSequences.name), asc(outreachSequences.id));
});

// GET /api/outreach/tasks/count?email=..&client=..: open call tasks of the
// prospect with that email at that client; 0 when either is missing.
route(outreachRoutes, countOutreachTasks, staffOnly, async (c, { query }) => {
  const email = (query.email ?? '').trim().toLowerCase();
  const clientId = query.client;
  if (!email || clientId === undefined) return { count: 0 };
  const [{ n }] = await c
    .get('db')
    .select({ n: sql<number>`count(*)::int` })
    .from(callTasks)
    .innerJoin(prospects, eq(prospects.id, callTasks.prospectId))
    .where(and(eq(callTasks.clientId, clientId), eq(callTasks.status, 'open'), eq(sql`lower(${prospects.email})`, email)));
  return { count: n };
});
