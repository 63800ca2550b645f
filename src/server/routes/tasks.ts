import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { taskPriorities, type TaskPriority } from '../../domain/tasks/task-constants';
import { filterTasks, type TaskFilters } from '../../domain/tasks/task-filters';
import type { CallTask } from '../../domain/tasks/task-types';
import { taskCompleteSchema, taskSkipSchema, taskWorkSchema } from '../../domain/tasks/task-work-schema';
import { staffOnly } from '../auth/guards';
import { callTasks, calls } from '../db/schema/tasks';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { assertFreshVersion } from '../http/if-match';
import { listQuery } from '../http/query';
import { idParam, validate, validBody } from '../http/validate';
import { loadTasks } from '../queries/tasks';
import { assertMayWorkTask, taskWorker, teamsByUser, workableTasks } from '../queries/task-workers';
import { recordChange } from '../sync/record-change';
import { taskScope } from '../sync/scopes';

export const taskRoutes = new Hono<AppEnv>();

function intList(c: Context, name: string): number[] {
  const values = listQuery(c, name);
  if (values.some((v) => !/^\d{1,10}$/.test(v))) {
    throw new HttpError(422, `${name} must be a list of whole numbers.`, { fields: { [name]: 'Use whole numbers.' } });
  }
  return values.map(Number);
}

function filtersFrom(c: Context): TaskFilters {
  const type = listQuery(c, 'type');
  const unknown = type.filter((t) => !(taskPriorities as readonly string[]).includes(t));
  if (unknown.length) {
    throw new HttpError(422, `type must be one of: ${taskPriorities.join(', ')}.`, { fields: { type: `Unknown type: ${unknown.join(', ')}.` } });
  }
  return {
    type: type as TaskPriority[],
    taskType: listQuery(c, 'taskType'),
    tags: listQuery(c, 'tags'),
    users: intList(c, 'users'),
    teams: intList(c, 'teams'),
    clients: intList(c, 'clients'),
    mor: intList(c, 'mor'),
  };
}

// GET /api/tasks?type[]=urgent&taskType[]=call&tags[]=VIP&users[]=..&teams[]=..&clients[]=..&mor[]=..
// The open tasks the caller may work, filtered by the same function the app
// runs on its mirror. No type: nothing is fetched (spec 5), an empty list.
taskRoutes.get('/api/tasks', staffOnly, async (c) => {
  const filters = filtersFrom(c);
  if (!filters.type.length) return c.json([]);
  const db = c.get('db');
  const worker = await taskWorker(db, c.get('user'));
  const rows = await loadTasks(db, and(eq(callTasks.status, 'open'), workableTasks(worker)));
  const teams = filters.teams.length
    ? await teamsByUser(db, [...new Set(rows.map((t) => t.assigneeId).filter((id): id is number => id !== null))])
    : new Map<number, number[]>();
  return c.json(filterTasks(rows, filters, (userId) => teams.get(userId) ?? []));
});

async function workableTask(c: Context<AppEnv>): Promise<CallTask> {
  const id = idParam(c);
  const db = c.get('db');
  const [task] = await loadTasks(db, eq(callTasks.id, id));
  if (!task) throw notFound();
  assertMayWorkTask(c.get('user'), await taskWorker(db, c.get('user')), task);
  return task;
}

taskRoutes.get('/api/tasks/:id{[0-9]+}', staffOnly, async (c) => c.json(await workableTask(c)));

type TaskChanges = Partial<typeof callTasks.$inferInsert>;

/** Writes a task change: version bump, a call logged with an outcome, the feed. */
async function writeTask(c: Context<AppEnv>, task: CallTask, changes: TaskChanges, outcome?: string | null, notes?: string) {
  const db = c.get('db');
  const where = eq(callTasks.id, task.id);
  await db
    .update(callTasks)
    .set({ ...changes, updatedAt: sql`now()`, version: sql`${callTasks.version} + 1` })
    .where(where);
  // Logging an outcome is logging a call: it joins the task's call history.
  if (outcome) {
    await db.insert(calls).values({
      taskId: task.id,
      prospectId: task.prospect?.id ?? null,
      userId: c.get('user').id,
      outcome,
      notes: notes?.trim() ? notes : null,
    });
  }
  const removed = changes.status === 'removed';
  // A removed task leaves every mirror: a tombstone in the feed.
  await recordChange(db, 'tasks', task.id, removed ? 'del' : 'put', [taskScope(task.assigneeId)]);
  const [updated] = await loadTasks(db, where);
  return c.json(updated);
}

function assertNotRemoved(task: CallTask) {
  if (task.status === 'removed') throw new HttpError(404, 'This task was removed.');
}

// PATCH /api/tasks/{id} {outcome?, notes?}: log an outcome and notes.
taskRoutes.patch('/api/tasks/:id{[0-9]+}', staffOnly, async (c) => {
  const task = await workableTask(c);
  const work = await validBody(c, taskWorkSchema);
  assertNotRemoved(task);
  assertFreshVersion(c, task);
  const changes: TaskChanges = {};
  if (work.outcome !== undefined) changes.outcome = work.outcome;
  if (work.notes !== undefined) changes.notes = work.notes;
  return writeTask(c, task, changes, work.outcome, work.notes);
});

// PATCH /api/tasks/{id}/complete {outcome?, notes?}
taskRoutes.patch('/api/tasks/:id{[0-9]+}/complete', staffOnly, async (c) => {
  const task = await workableTask(c);
  const work = await optionalBody(c, taskCompleteSchema);
  assertNotRemoved(task);
  assertFreshVersion(c, task);
  const changes: TaskChanges = {};
  if (work.outcome !== undefined) changes.outcome = work.outcome;
  if (work.notes !== undefined) changes.notes = work.notes;
  if (task.status === 'completed' && !Object.keys(changes).length) return c.json(task);
  if (task.status !== 'completed') Object.assign(changes, { status: 'completed', completedAt: new Date() });
  return writeTask(c, task, changes, work.outcome, work.notes);
});

// PATCH /api/tasks/{id}/skip: the task stays open; the rep moves on.
taskRoutes.patch('/api/tasks/:id{[0-9]+}/skip', staffOnly, async (c) => {
  const task = await workableTask(c);
  await optionalBody(c, taskSkipSchema);
  assertNotRemoved(task);
  assertFreshVersion(c, task);
  if (task.status !== 'open') throw new HttpError(422, 'Only an open task can be skipped.');
  return writeTask(c, task, { skippedAt: new Date() });
});

// DELETE /api/tasks/{id}: removes the task; the feed carries a tombstone.
// Removing a removed task answers it again (a replay with a fresh key).
taskRoutes.delete('/api/tasks/:id{[0-9]+}', staffOnly, async (c) => {
  const task = await workableTask(c);
  if (task.status === 'removed') return c.json(task);
  assertFreshVersion(c, task);
  return writeTask(c, task, { status: 'removed' });
});

/** A JSON body that may be left out entirely (skip, complete). */
async function optionalBody<S extends Parameters<typeof validate>[0]>(c: Context, schema: S) {
  const text = await c.req.text();
  if (!text.trim()) return validate(schema, {});
  if (!(c.req.header('content-type') ?? '').includes('application/json')) throw new HttpError(415, 'Send the request body as JSON.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  return validate(schema, body);
}
