import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { flagField, idField, monthField } from '../api/fields';
import { clientPatchSchema } from './client-patch-schema';
import { clientSchema } from './client-types';
import { contactSchema } from './contact-schema';
import { meetingGoalSchema, meetingGoalsSchema } from './meeting-goals';
import { taskTagsSchema } from './task-tags-schema';

const tag = 'clients';
const clientParams = v.object({ id: idField });
// Every edit of a client's row, contact or tags moves the client's version
// (If-Match); offline, the mirror shows the change at once.
const clientWrite = {
  collection: 'clients',
  ifMatch: true,
  responseRow: '',
} as const;

/** Spec 7: ?meetings=1 (bookable), ?unassigned=1, ?user={id}, ?onboarding-month=YYYY-MM; guests get their own. */
export const listClients = endpoint({
  method: 'GET',
  path: '/api/clients',
  summary: 'Clients, filtered',
  tag,
  access: 'staff; guests get their own client',
  query: v.object({
    meetings: v.optional(flagField),
    unassigned: v.optional(flagField),
    user: v.optional(idField),
    'onboarding-month': v.optional(monthField('onboarding-month')),
  }),
  answer: v.array(clientSchema),
});

export const getClient = endpoint({
  method: 'GET',
  path: '/api/clients/{id}',
  summary: 'One client',
  tag,
  access: 'staff, and guests for their own client',
  params: clientParams,
  answer: clientSchema,
});

/** Status, industry, send date, onboarding date and details; only the fields sent change. */
export const patchClient = endpoint({
  method: 'PATCH',
  path: '/api/clients/{id}',
  summary: "Change a client's fields",
  tag,
  access: 'staff with edit-clients',
  params: clientParams,
  body: clientPatchSchema,
  answer: clientSchema,
  offline: { ...clientWrite, entityId: ({ params }) => params.id, op: ({ body }) => ({ kind: 'patch', patch: body }) },
});

/** Spec 4: a contact is created if it has no id; a second create of one client updates it (200). */
export const createClientContact = endpoint({
  method: 'POST',
  path: '/api/clients/{id}/contacts',
  summary: "Create the client's contact; answers the client",
  tag,
  access: 'staff with edit-clients',
  params: clientParams,
  body: contactSchema,
  answer: clientSchema,
  status: 201,
  offline: { ...clientWrite, entityId: ({ params }) => params.id, op: ({ body }) => ({ kind: 'patch', patch: { contact: body } }) },
});

export const updateClientContact = endpoint({
  method: 'PATCH',
  path: '/api/clients/{id}/contacts/{contactId}',
  summary: "Update the client's contact; answers the client",
  tag,
  access: 'staff with edit-clients',
  params: v.object({ id: idField, contactId: idField }),
  body: contactSchema,
  answer: clientSchema,
  offline: {
    ...clientWrite,
    entityId: ({ params }) => params.id,
    op: ({ params, body }) => ({ kind: 'patch', patch: { contact: { ...body, id: Number(params.contactId) } } }),
  },
});

/** Spec 4: task tags are saved after the contact. */
export const saveClientTaskTags = endpoint({
  method: 'POST',
  path: '/api/clients/task-tags',
  summary: "Set a client's whole task tag list; answers the client",
  tag,
  access: 'staff with edit-clients',
  body: taskTagsSchema,
  answer: clientSchema,
  offline: { ...clientWrite, entityId: ({ body }) => body.id, op: ({ body }) => ({ kind: 'patch', patch: { taskTags: body.taskTags } }) },
});

export const listTaskTags = endpoint({
  method: 'GET',
  path: '/api/clients/task-tags',
  summary: 'Every task tag known, from clients and tasks, sorted',
  tag,
  access: 'staff',
  answer: v.array(v.string()),
});

export const listMeetingGoals = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/meeting-goals',
  summary: "A client's meeting goal per month, oldest first",
  tag,
  access: 'staff, and guests for their own client',
  params: clientParams,
  answer: v.array(meetingGoalSchema),
});

/** Each month sent is set; months not sent stay as they are. */
export const saveMeetingGoals = endpoint({
  method: 'POST',
  path: '/api/clients/{id}/meeting-goals',
  summary: "Set a client's meeting goals for some months; answers every goal",
  tag,
  access: 'staff with edit-clients',
  params: clientParams,
  body: meetingGoalsSchema,
  answer: v.array(meetingGoalSchema),
  offline: { collection: 'meeting-goals', entityId: ({ params }) => params.id },
});
