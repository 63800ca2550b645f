import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField, lengths, maxInt32, textField } from '../api/fields';
import { bookingDropdownsSchema, clientMeetingInfoSchema, dneCheckSchema, inboxDataSchema, meetingProspectSchema } from './booking-lookups';
import { bookingResultSchema } from './booking-result';
import { bookMeetingCall } from './book-meeting-call';
import { bookingSchema, type Booking } from './booking-schema';
import { existingMeetingSchema } from './existing-meeting';
import { pendingMeetingRow } from './pending-meeting-row';

const tag = 'booking';
const access = 'staff';

export const getClientMeetingInfo = endpoint({
  method: 'GET',
  path: '/meeting-scoreboard/get-client-meeting-info/{clientId}',
  summary: "A client's meeting types and its defaults for location and description",
  tag,
  access,
  params: v.object({ clientId: idField }),
  answer: clientMeetingInfoSchema,
});

/** Spec 7: inboxes and sending mailboxes grouped by a `header~status` key. */
export const fillDropdowns = endpoint({
  method: 'GET',
  path: '/meeting/fill-dropdowns',
  summary: "A client's scheduling inboxes and sending mailboxes, grouped by header and connection status",
  tag,
  access,
  query: v.object({ client_id: idField, type: v.optional(v.picklist(['accounts'], 'type must be accounts.')) }),
  answer: bookingDropdownsSchema,
});

/** Spec 7: the inbox id is posted form-encoded. */
export const getInboxData = endpoint({
  method: 'POST',
  path: '/meeting/get-inbox-data',
  summary: "A scheduling inbox's title prefix, time zone and client emails",
  tag,
  access,
  bodyType: 'form',
  body: v.strictObject({
    id: v.pipe(v.string('Choose a scheduling inbox.'), v.regex(/^[1-9]\d{0,9}$/, 'Choose a scheduling inbox.'), v.check((s) => Number(s) <= maxInt32, 'Choose a scheduling inbox.')),
  }),
  answer: inboxDataSchema,
});

export const findMeetingProspect = endpoint({
  method: 'GET',
  path: '/api/meeting-prospects',
  summary: 'The prospect with this email, as a list of zero or one',
  tag,
  access,
  query: v.object({ email: textField(lengths.email, 'email') }),
  answer: v.array(meetingProspectSchema),
});

export const checkDneDomain = endpoint({
  method: 'GET',
  path: '/dne/check-domain/{clientId}/{email}',
  summary: "Whether the email's domain is on the client's do-not-email list",
  tag,
  access,
  params: v.object({ clientId: idField, email: textField(lengths.email, 'email') }),
  answer: dneCheckSchema,
});

export const getExistingMeeting = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/meetings/{meetingId}',
  summary: 'A meeting as the booking form reads it to reschedule',
  tag,
  access,
  params: v.object({ id: idField, meetingId: idField }),
  answer: existingMeetingSchema,
});

/**
 * Books a meeting (or reschedules one: originalMeetingId). A decision for the
 * rep (past start, do-not-email domain, duplicate, a disconnected account) is
 * a 422 with `reason` (domain/meetings/booking-refusals.ts). Queued (offline,
 * or when the online attempt got no answer), the meeting shows at once in
 * the pipeline under a temporary id; the server's meeting replaces it.
 */
export const bookMeeting = endpoint({
  ...bookMeetingCall,
  summary: 'Book a meeting for a prospect',
  tag,
  access: 'staff with book-meetings',
  body: bookingSchema,
  answer: bookingResultSchema,
  status: 201,
  offline: {
    collection: 'meetings',
    entityId: ({ temporaryId }) => temporaryId,
    op: ({ body, temporaryId }) => ({ kind: 'create', row: pendingMeetingRow(body as Booking, temporaryId) }),
    responseRow: 'meeting',
  },
});
