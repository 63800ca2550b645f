import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { dateField, flagField, idField, monthField } from '../api/fields';
import { meetingPatchSchema } from './meeting-patch-schema';
import { pipelineMeetingSchema } from './meeting-types';

const tag = 'meetings';

/** Spec 7: GET meetings with exclude-deleted, month (the booked day's month) and sequenceProfile. */
export const meetingListQuery = v.object({
  'exclude-deleted': v.optional(flagField),
  month: v.optional(monthField('month')),
  sequenceProfile: v.optional(idField),
});

export const listClientMeetings = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/meetings',
  summary: "A client's meetings in the pipeline shape, in start order",
  tag,
  access: 'staff, and guests for their own client',
  params: v.object({ id: idField }),
  query: meetingListQuery,
  answer: v.array(pipelineMeetingSchema),
});

/**
 * A pipeline move or the meeting's notes (spec 4: a move patches its status
 * only when it changes; the command checks that before queueing). Offline it
 * shows at once and replays with If-Match.
 */
export const patchClientMeeting = endpoint({
  method: 'PATCH',
  path: '/api/clients/{id}/meetings/{meetingId}',
  summary: "Move a meeting to a pipeline status, or save its notes",
  tag,
  access: 'staff',
  params: v.object({ id: idField, meetingId: idField }),
  body: meetingPatchSchema,
  answer: pipelineMeetingSchema,
  offline: {
    collection: 'meetings',
    entityId: ({ params }) => params.meetingId,
    op: ({ body }) => ({ kind: 'patch', patch: body }),
    ifMatch: true,
    responseRow: '',
  },
});

export const meetingNotesSchema = v.object({ id: v.number(), clientId: v.number(), notes: v.string(), version: v.number() });

export const getMeetingNotes = endpoint({
  method: 'GET',
  path: '/api/meetings/{id}/notes',
  summary: "A meeting's notes",
  tag,
  access: 'staff, and guests for their own client',
  params: v.object({ id: idField }),
  answer: meetingNotesSchema,
});

export const listMeetings = endpoint({
  method: 'GET',
  path: '/api/meetings',
  summary: 'Meetings of every client the caller sees (or of one), in the pipeline shape',
  tag,
  access: 'staff; guests get their own client',
  query: v.object({ ...meetingListQuery.entries, client: v.optional(idField) }),
  answer: v.array(pipelineMeetingSchema),
});

const bucketSchema = v.object({ id: v.nullable(v.number()), label: v.string(), count: v.number() });

export const meetingBreakdownSchema = v.object({
  management_level: v.array(bucketSchema),
  industry: v.array(bucketSchema),
  employee_range: v.array(bucketSchema),
  revenue_range: v.array(bucketSchema),
  total: v.number(),
});

export const getMeetingBreakdown = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/meetings/breakdown',
  summary: "A client's meetings counted by management level, industry, employee range and revenue range",
  tag,
  access: 'staff, and guests for their own client',
  params: v.object({ id: idField }),
  query: v.object({ 'start-date': v.optional(dateField('start-date')), 'end-date': v.optional(dateField('end-date')), sequenceProfile: v.optional(idField) }),
  answer: meetingBreakdownSchema,
});
