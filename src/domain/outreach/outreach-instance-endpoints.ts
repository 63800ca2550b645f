import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { outreachInstancePatchSchema, outreachInstanceSchema, outreachMailboxSchema } from './outreach-instance-types';

const tag = 'outreach';
const idParams = v.object({ id: idField });

/** Spec 7: GET /outreach/mailboxes?client (outside /api). No client: an empty list (spec 5). */
export const listOutreachMailboxes = endpoint({
  method: 'GET',
  path: '/outreach/mailboxes',
  summary: "A client's Outreach mailboxes with their connection status",
  tag,
  access: 'staff',
  query: v.object({ client: v.optional(idField) }),
  answer: v.array(outreachMailboxSchema),
});

export const getOutreachMailbox = endpoint({
  method: 'GET',
  path: '/api/outreach/mailboxes/{id}',
  summary: 'One Outreach mailbox, its status as the integration reports it now',
  tag,
  access: 'staff',
  params: idParams,
  answer: outreachMailboxSchema,
});

/** For the performance area too: every instance with its mailboxes and statuses. */
export const listOutreachInstances = endpoint({
  method: 'GET',
  path: '/api/outreach/instances',
  summary: 'Outreach instances (one per client account) with their mailboxes and statuses',
  tag,
  access: 'staff',
  query: v.object({ client: v.optional(idField) }),
  answer: v.array(outreachInstanceSchema),
});

/** Spec 4: polled every 5 s after a sync request until sequencesSyncRequested clears. */
export const getOutreachInstance = endpoint({
  method: 'GET',
  path: '/api/outreach/instances/{id}',
  summary: 'One Outreach instance and its sequencesSyncRequested flag',
  tag,
  access: 'staff',
  params: idParams,
  answer: outreachInstanceSchema,
});

export const patchOutreachInstance = endpoint({
  method: 'PATCH',
  path: '/api/outreach/instances/{id}',
  summary: 'Pause or resume an Outreach instance (status)',
  description: 'A paused instance takes no sync requests. If-Match is honoured.',
  tag,
  access: 'super-admin or sequencer-settings-edit',
  params: idParams,
  body: outreachInstancePatchSchema,
  answer: outreachInstanceSchema,
});
