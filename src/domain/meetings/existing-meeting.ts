/**
 * Spec 3, existing meeting (read): GET /api/clients/{clientId}/meetings/{meetingId},
 * which pre-fills the booking form when rescheduling. Ids are numbers; the
 * booking fields use the wire format of POST /api/meetings.
 */
export type ExistingMeeting = {
  id: number;
  prospectId: number | null;
  prospectEmail: string;
  client: number;
  meetingType: number | null;
  sdr: number | null;
  outreachMailbox: number | null;
  schedulingInbox: number | null;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectIndustry: string | null;
  prospectPhone: string | null;
  prospectState: string | null;
  title: string;
  location: string | null;
  description: string | null;
  /** `YYYY-MM-DD`, 24-hour `HH:mm`, IANA zone. */
  date: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  sendClientSurvey: boolean;
  sendMeetingInvite: boolean;
  additionalRecipients: string[] | null;
  /** Comma-joined, as sent at booking. */
  surveyEmails: string;
  noSendingMailbox: boolean;
  deleted: boolean;
};
