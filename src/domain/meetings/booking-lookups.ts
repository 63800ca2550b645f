import type { MeetingType } from '../lookups/lookup-types';

// Answers of the calls the booking form makes while it is filled (spec 7,
// meetings). The server builds them; the form reads them.

/** GET /meeting-scoreboard/get-client-meeting-info/{clientId} */
export type ClientMeetingInfo = {
  meetingTypes: MeetingType[];
  /** The client's defaults for the form's location and description. */
  meetingLocation: string | null;
  meetingDescription: string | null;
};

export type ConnectionStatus = 'connected' | 'disconnected';

export type BookingMailbox = { id: number; email: string; status: ConnectionStatus };

/** Mailboxes grouped under `header~status`, e.g. `Acme Corp Meetings~disconnected`. */
export type MailboxGroups = Record<string, BookingMailbox[]>;

/** GET /meeting/fill-dropdowns?client_id={id}&type=accounts */
export type BookingDropdowns = { inboxes: MailboxGroups; sendingMailboxes: MailboxGroups };

export const mailboxGroupKey = (header: string, status: ConnectionStatus) => `${header}~${status}`;

/** `Acme Corp Meetings~disconnected` → its header and status (for the group's label). */
export function parseMailboxGroupKey(key: string): { header: string; status: string } {
  const at = key.lastIndexOf('~');
  return at < 0 ? { header: key, status: '' } : { header: key.slice(0, at), status: key.slice(at + 1) };
}

/** POST /meeting/get-inbox-data (form-encoded `id`) */
export type InboxData = {
  /** Used by defaultMeetingTitle; null when the inbox has none. */
  titlePrefix: string | null;
  /** The inbox's IANA zone as stored; pass it through resolveTimezone. */
  timezone: string | null;
  /** The survey recipients, comma-joined (the form's surveyEmails). */
  clientEmails: string;
};

/** One entry of GET /api/meeting-prospects?email= (a list of 0 or 1). */
export type MeetingProspect = {
  id: number;
  email: string;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The stored full name: split it with splitProspectName. */
  name: string;
  phonePersonal: string | null;
  phoneWork: string | null;
  state: string | null;
  company: { id: number; name: string } | null;
  /** The industry's name. */
  industry: string | null;
};

/** GET /dne/check-domain/{clientId}/{email} */
export type DneCheck = { dne: boolean; domain: string };
