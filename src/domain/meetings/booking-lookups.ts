import * as v from 'valibot';
import { meetingTypeSchema } from '../lookups/lookup-types';

// Answers of the calls the booking form makes while it is filled (spec 7,
// meetings). The server builds them; the form reads them.

/** GET /meeting-scoreboard/get-client-meeting-info/{clientId} */
export const clientMeetingInfoSchema = v.object({
  meetingTypes: v.array(meetingTypeSchema),
  /** The client's defaults for the form's location and description. */
  meetingLocation: v.nullable(v.string()),
  meetingDescription: v.nullable(v.string()),
});
export type ClientMeetingInfo = v.InferOutput<typeof clientMeetingInfoSchema>;

export const connectionStatuses = ['connected', 'disconnected'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const bookingMailboxSchema = v.object({ id: v.number(), email: v.string(), status: v.picklist(connectionStatuses) });
export type BookingMailbox = v.InferOutput<typeof bookingMailboxSchema>;

/** Mailboxes grouped under `header~status`, e.g. `Acme Corp Meetings~disconnected`. */
export const mailboxGroupsSchema = v.record(v.string(), v.array(bookingMailboxSchema));
export type MailboxGroups = v.InferOutput<typeof mailboxGroupsSchema>;

/** GET /meeting/fill-dropdowns?client_id={id}&type=accounts */
export const bookingDropdownsSchema = v.object({ inboxes: mailboxGroupsSchema, sendingMailboxes: mailboxGroupsSchema });
export type BookingDropdowns = v.InferOutput<typeof bookingDropdownsSchema>;

export const mailboxGroupKey = (header: string, status: ConnectionStatus) => `${header}~${status}`;

/** `Acme Corp Meetings~disconnected` → its header and status (for the group's label). */
export function parseMailboxGroupKey(key: string): { header: string; status: string } {
  const at = key.lastIndexOf('~');
  return at < 0 ? { header: key, status: '' } : { header: key.slice(0, at), status: key.slice(at + 1) };
}

/** POST /meeting/get-inbox-data (form-encoded `id`) */
export const inboxDataSchema = v.object({
  /** Used by defaultMeetingTitle; null when the inbox has none. */
  titlePrefix: v.nullable(v.string()),
  /** The inbox's IANA zone as stored; pass it through resolveTimezone. */
  timezone: v.nullable(v.string()),
  /** The survey recipients, comma-joined (the form's surveyEmails). */
  clientEmails: v.string(),
});
export type InboxData = v.InferOutput<typeof inboxDataSchema>;

/** One entry of GET /api/meeting-prospects?email= (a list of 0 or 1). */
export const meetingProspectSchema = v.object({
  id: v.number(),
  email: v.string(),
  title: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  /** The stored full name: split it with splitProspectName. */
  name: v.string(),
  phonePersonal: v.nullable(v.string()),
  phoneWork: v.nullable(v.string()),
  state: v.nullable(v.string()),
  company: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The industry's name. */
  industry: v.nullable(v.string()),
});
export type MeetingProspect = v.InferOutput<typeof meetingProspectSchema>;

/** GET /dne/check-domain/{clientId}/{email} */
export const dneCheckSchema = v.object({ dne: v.boolean(), domain: v.string() });
export type DneCheck = v.InferOutput<typeof dneCheckSchema>;
