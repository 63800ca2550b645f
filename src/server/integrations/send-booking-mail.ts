import { splitSurveyEmails, type Booking } from '../../domain/meetings/booking-schema';
import type { Db } from '../db/client';
import type { MailTransport } from './integrations';

export type BookingMailContext = { meetingId: number; summary: string; prospectName: string; clientName: string };

/** The calendar invite to the prospect and the survey to the client (sandboxed unless SMTP is set). */
export async function sendBookingMail(db: Db, mail: MailTransport, booking: Booking, ctx: BookingMailContext) {
  const details = [ctx.summary, booking.location, booking.description].filter(Boolean).join('\n\n');
  let invite = false;
  if (booking.sendMeetingInvite) {
    await mail.send(db, {
      kind: 'meeting-invite',
      to: [booking.prospectEmail, ...(booking.additionalRecipients ?? [])],
      subject: booking.title,
      body: `You are invited: ${booking.title}\n\n${details}`,
      meetingId: ctx.meetingId,
    });
    invite = true;
  }
  let survey = false;
  const surveyTo = splitSurveyEmails(booking.surveyEmails);
  if (booking.sendClientSurvey && surveyTo.length) {
    await mail.send(db, {
      kind: 'client-survey',
      to: surveyTo,
      subject: `Meeting booked: ${booking.title}`,
      body:
        `A meeting for ${ctx.clientName} was booked with ${ctx.prospectName} (${booking.prospectCompany}).\n\n${details}\n\n` +
        'After the meeting, please reply with how it went: was the prospect a good fit?',
      meetingId: ctx.meetingId,
    });
    survey = true;
  }
  return { invite, survey };
}
