import * as v from 'valibot';
import { connectionStatuses } from '../meetings/booking-lookups';

// Spec 7: outreach instances and mailboxes. An instance is a client's
// Outreach account as we run it: its status (active or paused by us), its
// connection (as the integration reports it), and the sequencesSyncRequested
// flag that a sync request sets and the integration clears (spec 4).

export const outreachInstanceStatuses = ['active', 'paused'] as const;
export type OutreachInstanceStatus = (typeof outreachInstanceStatuses)[number];

export const outreachMailboxSchema = v.object({
  id: v.number(),
  clientId: v.number(),
  email: v.string(),
  header: v.string(),
  status: v.picklist(connectionStatuses),
});
export type OutreachMailbox = v.InferOutput<typeof outreachMailboxSchema>;

export const outreachInstanceSchema = v.object({
  id: v.number(),
  clientId: v.number(),
  clientName: v.string(),
  name: v.string(),
  status: v.picklist(outreachInstanceStatuses),
  connection: v.picklist(connectionStatuses),
  sequencesSyncRequested: v.boolean(),
  syncRequestedAt: v.nullable(v.string()),
  lastSyncedAt: v.nullable(v.string()),
  mailboxes: v.array(outreachMailboxSchema),
  version: v.number(),
});
export type OutreachInstance = v.InferOutput<typeof outreachInstanceSchema>;

/** PATCH /api/outreach/instances/{id} sends status (spec 7). */
export const outreachInstancePatchSchema = v.strictObject({
  status: v.picklist(outreachInstanceStatuses, `status must be one of: ${outreachInstanceStatuses.join(', ')}.`),
});
