import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField, idListField, listField } from '../api/fields';
import { taskPriorities } from './task-constants';
import { callTaskSchema } from './task-types';
import { taskCompleteSchema, taskSkipSchema, taskWorkSchema } from './task-work-schema';

const tag = 'tasks';
const taskParams = v.object({ id: idField });
const nowIso = () => new Date().toISOString();

// The mirror change of each task write is the server's own rule, applied at
// once on the device: the answer (the task as it is now) then replaces it.
const taskWrite = <B>(op: (body: B) => Record<string, unknown>) => ({
  collection: 'tasks',
  entityId: ({ params }: { params: { id: string | number } }) => params.id,
  op: ({ body }: { body: B }) => ({ kind: 'patch' as const, patch: op(body) }),
  ifMatch: true,
  responseRow: '',
});

/** Spec 7, task fetch: type, taskType, tags, users, teams, clients, mor. */
export const listTasks = endpoint({
  method: 'GET',
  path: '/api/tasks',
  summary: 'The open call tasks the caller may work, filtered; no type chosen answers an empty list (spec 5)',
  tag,
  access: 'staff',
  query: v.object({
    type: v.optional(
      v.pipe(
        listField(20),
        v.check((types) => types.every((t) => (taskPriorities as readonly string[]).includes(t)), `type must be one of: ${taskPriorities.join(', ')}.`),
      ),
    ),
    taskType: v.optional(listField()),
    tags: v.optional(listField()),
    users: v.optional(idListField),
    teams: v.optional(idListField),
    clients: v.optional(idListField),
    mor: v.optional(idListField),
  }),
  answer: v.array(callTaskSchema),
});

export const getTask = endpoint({
  method: 'GET',
  path: '/api/tasks/{id}',
  summary: 'One call task',
  tag,
  access: 'staff who may work it (its assignee, their team leads, super-admins)',
  params: taskParams,
  answer: callTaskSchema,
});

/** Logs a call outcome and/or notes: the task stays open. */
export const logTaskWork = endpoint({
  method: 'PATCH',
  path: '/api/tasks/{id}',
  summary: "Log a call's outcome and notes on a task",
  tag,
  access: 'staff who may work the task',
  params: taskParams,
  body: taskWorkSchema,
  answer: callTaskSchema,
  offline: taskWrite((work: v.InferInput<typeof taskWorkSchema>) => ({ ...work })),
});

export const completeTask = endpoint({
  method: 'PATCH',
  path: '/api/tasks/{id}/complete',
  summary: 'Complete a task, with an outcome and notes not saved yet',
  tag,
  access: 'staff who may work the task',
  params: taskParams,
  body: taskCompleteSchema,
  answer: callTaskSchema,
  offline: taskWrite((work: v.InferInput<typeof taskCompleteSchema>) => ({ ...work, status: 'completed', completedAt: nowIso() })),
});

/** The task stays open; the rep moves on (spec 4: skipping opens the next task). */
export const skipTask = endpoint({
  method: 'PATCH',
  path: '/api/tasks/{id}/skip',
  summary: 'Skip a task for now',
  tag,
  access: 'staff who may work the task',
  params: taskParams,
  body: taskSkipSchema,
  answer: callTaskSchema,
  offline: taskWrite(() => ({ skippedAt: nowIso() })),
});

/** The task leaves every list at once; the feed's tombstone takes it from the mirror. */
export const removeTask = endpoint({
  method: 'DELETE',
  path: '/api/tasks/{id}',
  summary: 'Remove a task',
  tag,
  access: 'staff who may work the task',
  params: taskParams,
  answer: callTaskSchema,
  offline: {
    collection: 'tasks',
    entityId: ({ params }) => params.id,
    op: () => ({ kind: 'patch', patch: { status: 'removed' } }),
    ifMatch: true,
    responseRow: '',
  },
});
