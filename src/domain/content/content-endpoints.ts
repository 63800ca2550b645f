import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { flagField, idField } from '../api/fields';
import { addTemplateSchema, createSequenceSchema, feedbackSchema, moveSchema, notifySchema, patchSequenceSchema, patchTemplateSchema, shareStatuses } from './content-bodies';
import { contentSequenceSummarySchema } from './content-sequence-summary';
import { contentStatuses } from './content-status';
import { cadenceSchema, contentFeedbackSchema, contentSequenceSchema, contentTemplateSchema, notifyAnswerSchema } from './content-types';

const tag = 'content';
const seqParams = v.object({ id: idField });
const templateParams = v.object({ id: idField, tid: idField });
const noBody = v.strictObject({});
const editors = 'super-admin or edit-content';

export const listContentSequences = endpoint({
  method: 'GET',
  path: '/api/content/sequences',
  summary: 'Content sequences, of one client or of all the caller sees, filtered',
  description: 'archived=0 leaves archived sequences out, archived=1 lists only them; without it both come (the client overview). Guests see the shared, unarchived sequences of their own client.',
  tag,
  access: 'staff; guests get their own client',
  query: v.object({
    client: v.optional(idField),
    status: v.optional(v.picklist(contentStatuses, `status is one of ${contentStatuses.join(', ')}.`)),
    owner: v.optional(idField),
    archived: v.optional(flagField),
    shareStatus: v.optional(v.picklist(shareStatuses, 'shareStatus is private or shared.')),
  }),
  answer: v.array(contentSequenceSummarySchema),
});

export const getContentSequence = endpoint({
  method: 'GET',
  path: '/api/content/sequences/{id}',
  summary: 'One content sequence: client, owner, Outreach link, cadence, steps, and what was done to it',
  tag,
  access: "staff; a guest, a shared sequence of their own client",
  params: seqParams,
  answer: contentSequenceSchema,
});

export const createContentSequence = endpoint({
  method: 'POST',
  path: '/api/content/sequences',
  summary: 'A new Draft, optionally built from a cadence or cloned from another sequence',
  tag,
  access: editors,
  body: createSequenceSchema,
  answer: contentSequenceSchema,
  status: 201,
});

/** Title edits of a Draft queue offline (If-Match: a change made elsewhere is a conflict). */
export const patchContentSequence = endpoint({
  method: 'PATCH',
  path: '/api/content/sequences/{id}',
  summary: 'Change title, owner, Outreach link, cadence (builds the steps), share status or archived',
  tag,
  access: `${editors}; title, Outreach link and cadence only in Draft`,
  params: seqParams,
  body: patchSequenceSchema,
  answer: contentSequenceSchema,
  offline: { collection: 'content-sequences', entityId: ({ params }) => params.id, ifMatch: true, responseRow: '' },
});

export const listContentTemplates = endpoint({
  method: 'GET',
  path: '/api/content/sequences/{id}/templates',
  summary: "The sequence's templates with their feedback, history, and what changed since the caller's last feedback",
  tag,
  access: "staff; a guest, a shared sequence of their own client",
  params: seqParams,
  answer: v.array(contentTemplateSchema),
});

/**
 * Approvals (guests too) and edits of a Draft's template queue offline, in
 * the order they were made; an edit carries If-Match with the version it
 * was written on.
 */
export const patchContentTemplate = endpoint({
  method: 'PATCH',
  path: '/api/content/sequences/{id}/templates/{tid}',
  summary: 'Approve a template (or take the approval back), or write its subject and body',
  tag,
  access: `approved: ${editors}, or a guest of the client on a shared sequence, while In Review; subject and body: ${editors}, Draft only`,
  params: templateParams,
  body: patchTemplateSchema,
  answer: contentTemplateSchema,
  offline: { collection: 'content-templates', entityId: ({ params }) => params.tid, ifMatch: true, responseRow: '' },
});

export const addContentFeedback = endpoint({
  method: 'POST',
  path: '/api/content/sequences/{id}/templates/{tid}/feedbacks',
  summary: 'Leave feedback on a template',
  tag,
  access: "staff; a guest, a shared sequence of their own client",
  params: templateParams,
  body: feedbackSchema,
  answer: contentFeedbackSchema,
  status: 201,
  offline: { collection: 'content-templates', entityId: ({ params }) => params.tid, responseRow: null },
});

export const addContentTemplate = endpoint({
  method: 'POST',
  path: '/api/content/sequences/{id}/templates',
  summary: 'Add an empty template for a step (spec 5: only with an Outreach sequence linked)',
  tag,
  access: `${editors}, Draft only`,
  params: seqParams,
  body: addTemplateSchema,
  answer: contentTemplateSchema,
  status: 201,
});

export const syncContentSequence = endpoint({
  method: 'PATCH',
  path: '/api/content/sequences/{id}/sync',
  summary: "Ask for the Outreach side's state of the linked sequence; done a few seconds later (pending shows it)",
  tag,
  access: editors,
  params: seqParams,
  body: noBody,
  answer: contentSequenceSchema,
});

export const moveContentSequence = endpoint({
  method: 'PATCH',
  path: '/api/content/sequences/{id}/move',
  summary: 'Move the sequence to the next status, or to the one named (decision 0023: the status table)',
  tag,
  access: editors,
  params: seqParams,
  body: moveSchema,
  answer: contentSequenceSchema,
});

export const uploadContentSequence = endpoint({
  method: 'PATCH',
  path: '/api/content/sequences/{id}/upload',
  summary: 'Upload an approved sequence to Outreach (creates or updates its sequence and steps); done a few seconds later',
  tag,
  access: editors,
  params: seqParams,
  body: noBody,
  answer: contentSequenceSchema,
});

export const notifyContentGuests = endpoint({
  method: 'POST',
  path: '/api/content/sequences/{id}/notifications',
  summary: 'Tell chosen client contacts that a shared sequence waits for their review: a notification each, and mail',
  tag,
  access: editors,
  params: seqParams,
  body: notifySchema,
  answer: notifyAnswerSchema,
});

export const listContentCadences = endpoint({
  method: 'GET',
  path: '/api/content/cadences',
  summary: 'The cadences a sequence can be built from',
  tag,
  access: 'staff',
  answer: v.array(cadenceSchema),
});
