import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { TaskPriority } from '../../domain/tasks/task-constants';
import { completeTask, getTask, listTasks, logTaskWork, removeTask, skipTask } from '../../domain/tasks/task-endpoints';
import { filterTasks, type TaskFilters } from '../../domain/tasks/task-filters';
import type { CallTask } from '../../domain/tasks/task-types';
import { staffOnly } from '../auth/guards';
import { callTasks, calls } from '../db/schema/tasks';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadTasks } from '../queries/tasks';
import { assertMayWorkTask, taskWorker, teamsByUser, workableTasks } from '../queries/task-workers';
import { taskScope } from '../sync/scopes';

export const taskRoutes = new Hono<AppEnv>();

// The open tasks the caller may work, filtered by the same function the app
// runs on its mirror. No type: nothing is fetched (spec 5), an empty list.
route(taskRoutes, listTasks, staffOnly, async (c, { query }) => {
  const filters: TaskFilters = {
    type: (query.type ?? []) as TaskPriority[],
    taskType: query.taskType ?? [],
    tags: query.tags ?? [],
    users: query.users ?? [],
    teams: query.teams ?? [],
    clients: query.clients ?? [],
    mor: query.mor ?? [],
  };
  if (!filters.type.length) return [];
  const db = c.get('db');
  const worker = await taskWorker(db, c.get('user'));
  const rows = await loadTasks(db, and(eq(callTasks.status, 'open'), workableTasks(worker)));
  const teams = filters.teams.length
    ? await teamsByUser(db, [...new Set(rows.map((t) => t.assigneeId).filter((id): id is number => id !== null))])
    : new Map<number, number[]>();
  return filterTasks(rows, filters, (userId) => teams.get(userId) ?? []);
});

async function workableTask(c: Context<AppEnv>, id: number): Promise<CallTask> {
  const db = c.get('db');
  const [task] = await loadTasks(db, eq(callTasks.id, id));
  if (!task) throw notFound();
  assertMayWorkTask(c.get('user'), await taskWorker(db, c.get('user')), task);
  return task;
}

route(taskRoutes, getTask, staffOnly, (c, { params }) => workableTask(c, params.id));

type TaskChanges = Partial<typeof callTasks.$inferInsert>;

/**
 * Writes a task change in one versioned statement (If-Match honoured), logs
 * a call when an outcome comes with it, and records the change for the feed.
 */
async function writeTask(c: Context<AppEnv>, task: CallTask, changes: TaskChanges, outcome?: string | null, notes?: string) {
  const db = c.get('db');
  const where = eq(callTasks.id, task.id);
  const removed = changes.status === 'removed';
  await versionedUpdate(db, {
    table: callTasks,
    id: task.id,
    changes: { ...changes, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: async () => (await loadTasks(db, where))[0],
    // A removed task leaves every mirror: a tombstone in the feed.
    change: { collection: 'tasks', op: removed ? 'del' : 'put', scope: taskScope(task.assigneeId) },
    versionOnly: true,
  });
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
  const [updated] = await loadTasks(db, where);
  return updated;
}

function assertNotRemoved(task: CallTask) {
  if (task.status === 'removed') throw new HttpError(404, 'This task was removed.');
}

route(taskRoutes, logTaskWork, staffOnly, async (c, { params, body }) => {
  const task = await workableTask(c, params.id);
  assertNotRemoved(task);
  const changes: TaskChanges = {};
  if (body.outcome !== undefined) changes.outcome = body.outcome;
  if (body.notes !== undefined) changes.notes = body.notes;
  return writeTask(c, task, changes, body.outcome, body.notes);
});

route(taskRoutes, completeTask, staffOnly, async (c, { params, body }) => {
  const task = await workableTask(c, params.id);
  assertNotRemoved(task);
  const changes: TaskChanges = {};
  if (body.outcome !== undefined) changes.outcome = body.outcome;
  if (body.notes !== undefined) changes.notes = body.notes;
  if (task.status === 'completed' && !Object.keys(changes).length) {
    assertVersion(ifMatchVersion(c), task);
    return task;
  }
  if (task.status !== 'completed') Object.assign(changes, { status: 'completed', completedAt: new Date() });
  return writeTask(c, task, changes, body.outcome, body.notes);
});

route(taskRoutes, skipTask, staffOnly, async (c, { params }) => {
  const task = await workableTask(c, params.id);
  assertNotRemoved(task);
  assertVersion(ifMatchVersion(c), task);
  if (task.status !== 'open') throw new HttpError(422, 'Only an open task can be skipped.');
  return writeTask(c, task, { skippedAt: new Date() });
});

// Removing a removed task answers it again (a replay with a fresh key).
route(taskRoutes, removeTask, staffOnly, async (c, { params }) => {
  const task = await workableTask(c, params.id);
  if (task.status === 'removed') return task;
  return writeTask(c, task, { status: 'removed' });
});
