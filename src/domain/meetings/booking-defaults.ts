import type { ExistingMeeting } from './existing-meeting';
import { splitProspectName } from './prospect-name';

/**
 * The booking form's values while it is being filled: the fields of
 * POST /api/meetings with ids null until chosen, plus `channel`, which stays
 * in the form (the server ignores it). Parse with bookingSchemaAt() to get
 * the request body.
 */
export type BookingFormValues = {
  originalMeetingId: number | null;
  prospectId: number | null;
  client: number | null;
  meetingType: number | null;
  schedulingInbox: number | null;
  noSendingMailbox: boolean;
  sdr: number | null;
  surveyEmails: string;
  prospectEmail: string;
  additionalRecipients: string[] | null;
  prospectFirstName: string;
  prospectLastName: string;
  prospectName: string;
  prospectCompany: string;
  prospectIndustry: string | null;
  noIndustry: boolean;
  prospectPhone: string;
  prospectTitle: string;
  prospectState: string;
  date: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  title: string;
  location: string;
  description: string;
  sendClientSurvey: boolean;
  sendMeetingInvite: boolean;
  addDomainToClientDne: 0 | 1;
  saveAsTemplate: boolean;
  outreachMailbox: number | null;
  ignoreDne: boolean;
  channel: 'email';
};

/**
 * A fresh, empty form (spec 4: on close every field resets; survey, calendar
 * invite and add-to-DNE return to on, the channel to email).
 */
export function bookingFormDefaults(): BookingFormValues {
  return {
    originalMeetingId: null,
    prospectId: null,
    client: null,
    meetingType: null,
    schedulingInbox: null,
    noSendingMailbox: false,
    sdr: null,
    surveyEmails: '',
    prospectEmail: '',
    additionalRecipients: null,
    prospectFirstName: '',
    prospectLastName: '',
    prospectName: '',
    prospectCompany: '',
    prospectIndustry: null,
    noIndustry: false,
    prospectPhone: '',
    prospectTitle: '',
    prospectState: '',
    date: '',
    startsAt: '',
    endsAt: '',
    timezone: '',
    title: '',
    location: '',
    description: '',
    sendClientSurvey: true,
    sendMeetingInvite: true,
    addDomainToClientDne: 1,
    saveAsTemplate: false,
    outreachMailbox: null,
    ignoreDne: false,
    channel: 'email',
  };
}

/** The form pre-filled to reschedule an existing meeting (issue 4). */
export function bookingFormFromExisting(meeting: ExistingMeeting): BookingFormValues {
  const { firstName, lastName } = splitProspectName(meeting.prospectName);
  return {
    ...bookingFormDefaults(),
    originalMeetingId: meeting.id,
    prospectId: meeting.prospectId,
    client: meeting.client,
    meetingType: meeting.meetingType,
    schedulingInbox: meeting.schedulingInbox,
    sdr: meeting.sdr,
    outreachMailbox: meeting.outreachMailbox,
    noSendingMailbox: meeting.noSendingMailbox,
    surveyEmails: meeting.surveyEmails,
    prospectEmail: meeting.prospectEmail,
    additionalRecipients: meeting.additionalRecipients,
    prospectFirstName: firstName,
    prospectLastName: lastName,
    prospectName: meeting.prospectName,
    prospectCompany: meeting.prospectCompany ?? '',
    prospectIndustry: meeting.prospectIndustry,
    noIndustry: meeting.prospectIndustry === null,
    prospectPhone: meeting.prospectPhone ?? '',
    prospectTitle: meeting.prospectTitle ?? '',
    prospectState: meeting.prospectState ?? '',
    date: meeting.date,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    timezone: meeting.timezone,
    title: meeting.title,
    location: meeting.location ?? '',
    description: meeting.description ?? '',
    sendClientSurvey: meeting.sendClientSurvey,
    sendMeetingInvite: meeting.sendMeetingInvite,
  };
}
