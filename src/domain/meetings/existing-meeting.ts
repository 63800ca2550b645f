import * as v from 'valibot';

/**
 * Spec 3, existing meeting (read): GET /api/clients/{clientId}/meetings/{meetingId},
 * which pre-fills the booking form when rescheduling. Ids are numbers; the
 * booking fields use the wire format of POST /api/meetings.
 */
export const existingMeetingSchema = v.object({
  id: v.number(),
  prospectId: v.nullable(v.number()),
  prospectEmail: v.string(),
  client: v.number(),
  meetingType: v.nullable(v.number()),
  sdr: v.nullable(v.number()),
  outreachMailbox: v.nullable(v.number()),
  schedulingInbox: v.nullable(v.number()),
  prospectName: v.string(),
  prospectTitle: v.nullable(v.string()),
  prospectCompany: v.nullable(v.string()),
  prospectIndustry: v.nullable(v.string()),
  prospectPhone: v.nullable(v.string()),
  prospectState: v.nullable(v.string()),
  title: v.string(),
  location: v.nullable(v.string()),
  description: v.nullable(v.string()),
  /** `YYYY-MM-DD`, 24-hour `HH:mm`, IANA zone. */
  date: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  timezone: v.string(),
  sendClientSurvey: v.boolean(),
  sendMeetingInvite: v.boolean(),
  additionalRecipients: v.nullable(v.array(v.string())),
  /** Comma-joined, as sent at booking. */
  surveyEmails: v.string(),
  noSendingMailbox: v.boolean(),
  deleted: v.boolean(),
});

export type ExistingMeeting = v.InferOutput<typeof existingMeetingSchema>;
