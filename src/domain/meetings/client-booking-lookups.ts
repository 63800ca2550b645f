import * as v from 'valibot';
import { meetingTypeSchema } from '../lookups/lookup-types';
import { inboxDataSchema, mailboxGroupsSchema, type BookingDropdowns, type ClientMeetingInfo, type InboxData } from './booking-lookups';

/**
 * What the booking form looks up for one client, mirrored on every device
 * that may book for it (issue 16): the answers of get-client-meeting-info,
 * fill-dropdowns and get-inbox-data in one row, so a rep can book offline
 * for a client never opened on this device. Keyed by the client's id.
 */
export const clientBookingLookupsSchema = v.object({
  id: v.number(),
  meetingTypes: v.array(meetingTypeSchema),
  meetingLocation: v.nullable(v.string()),
  meetingDescription: v.nullable(v.string()),
  inboxes: mailboxGroupsSchema,
  sendingMailboxes: mailboxGroupsSchema,
  /** Each scheduling inbox's title prefix, zone and survey recipients, by inbox id. */
  inboxDetails: v.record(v.string(), inboxDataSchema),
  /** When the server read these statuses (ISO instant): a status shown from the device may have changed since. */
  checkedAt: v.string(),
});
export type ClientBookingLookups = v.InferOutput<typeof clientBookingLookupsSchema>;

export const meetingInfoOf = (row: ClientBookingLookups): ClientMeetingInfo => ({
  meetingTypes: row.meetingTypes,
  meetingLocation: row.meetingLocation,
  meetingDescription: row.meetingDescription,
});

export const dropdownsOf = (row: ClientBookingLookups): BookingDropdowns => ({ inboxes: row.inboxes, sendingMailboxes: row.sendingMailboxes });

export const inboxDataOf = (row: ClientBookingLookups, inboxId: number): InboxData | null => row.inboxDetails[String(inboxId)] ?? null;
