import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField, lengths, textField } from '../api/fields';
import { callRecordSchema } from '../tasks/call-record';
import { outreachSequenceSchema, outreachTaskCountSchema, outreachUserSchema } from './outreach-types';

const tag = 'outreach';

/** No task: an empty list. */
export const listTaskCalls = endpoint({
  method: 'GET',
  path: '/api/outreach/calls',
  summary: "A call task's call history, newest first",
  tag,
  access: 'staff who may work the task',
  query: v.object({ task: v.optional(idField) }),
  answer: v.array(callRecordSchema),
});

/** Spec 5: no client, an empty list. */
export const listOutreachUsers = endpoint({
  method: 'GET',
  path: '/api/outreach/users',
  summary: "A client's Outreach users",
  tag,
  access: 'staff',
  query: v.object({ client: v.optional(idField) }),
  answer: v.array(outreachUserSchema),
});

/** Spec 5: neither an Outreach user nor a client, an empty list. */
export const listOutreachSequences = endpoint({
  method: 'GET',
  path: '/api/outreach/sequences',
  summary: 'The Outreach sequences of an Outreach user or of a client',
  tag,
  access: 'staff',
  query: v.object({ outreachUser: v.optional(idField), client: v.optional(idField) }),
  answer: v.array(outreachSequenceSchema),
});

/** 0 when either is missing. */
export const countOutreachTasks = endpoint({
  method: 'GET',
  path: '/api/outreach/tasks/count',
  summary: 'Open call tasks of the prospect with this email at this client',
  tag,
  access: 'staff',
  query: v.object({ email: v.optional(textField(lengths.email, 'email')), client: v.optional(idField) }),
  answer: outreachTaskCountSchema,
});
