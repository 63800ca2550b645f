import * as v from 'valibot';
import { maxInt32 } from '../api/fields';
import { isValidEmail } from '../email/email-pattern';
import { isDateOnly } from '../time/date-only';
import { meetingSlotValues, slotMinutes } from '../time/meeting-slots';
import { meetingTimezoneIds } from '../time/timezones';

// Lengths a rep never reaches by hand; they keep rows and mails sane.
export const bookingLimits = { text: 255, longText: 5000, additionalRecipients: 50, surveyEmails: 20 } as const;

/** The comma-joined survey recipients as a list: trimmed, empties dropped. */
export function splitSurveyEmails(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

const chosenId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(maxInt32, message));

const requiredText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(bookingLimits.text, 'Keep this under 255 characters.'));

/** Text the rep may leave empty; null and absent read as ''. */
const optionalText = (max: number = bookingLimits.text) =>
  v.pipe(v.nullish(v.pipe(v.string('Enter text here.'), v.maxLength(max, `Keep this under ${max} characters.`)), ''), v.string(), v.trim());

const flag = (label: string) => v.boolean(`${label} must be true or false.`);

const emailAddress = (message: string) => v.pipe(v.string(message), v.maxLength(254, message), v.trim(), v.toLowerCase(), v.check(isValidEmail, message));

const recipientAddress = v.pipe(
  v.string('Each additional recipient must be an email address.'),
  v.maxLength(254, (issue) => `${String(issue.input).slice(0, 40)}… is not a valid email address.`),
  v.trim(),
  v.toLowerCase(),
  v.check(isValidEmail, (issue) => `${String(issue.input)} is not a valid email address.`),
);

// Comma-joined addresses, re-joined without spaces; each must be valid.
const surveyEmails = v.pipe(
  v.nullish(v.pipe(v.string('Enter the survey recipients separated by commas.'), v.maxLength(bookingLimits.surveyEmails * 255, 'Add at most 20 survey recipients.')), ''),
  v.string(),
  v.transform((value) => splitSurveyEmails(value).map((e) => e.toLowerCase()).join(',')),
  v.check(
    (value) => splitSurveyEmails(value).every(isValidEmail),
    (issue) => {
      const bad = splitSurveyEmails(String(issue.input)).find((e) => !isValidEmail(e));
      return `${bad} is not a valid email address. Separate survey recipients with commas.`;
    },
  ),
  v.check((value) => splitSurveyEmails(value).length <= bookingLimits.surveyEmails, 'Add at most 20 survey recipients.'),
);

/**
 * The body of POST /api/meetings (spec 3, meeting booking form; issue 4 wire
 * format), used by the booking form and re-checked by the server. It checks
 * shapes and the rules between fields; the rules that depend on the clock
 * (date bounds, start not in the past) are `checkBookingTimes` in
 * booking-times.ts, or `bookingSchemaAt(now)` for the form.
 *
 * Ids are numbers; `originalMeetingId`, `prospectId`, `outreachMailbox` and
 * `additionalRecipients` may be null or left out. `ignoreDne` may be left out
 * (false). Optional texts (phone, state, location, description, the full
 * name) may be null or left out and come out as ''. Emails come out trimmed
 * and lower-cased; `surveyEmails` comes out joined with ',' and no spaces.
 */
export const bookingSchema = v.pipe(
  v.strictObject({
    originalMeetingId: v.nullish(chosenId('The meeting being rescheduled is not valid.'), null),
    prospectId: v.nullish(chosenId('The prospect is not valid.'), null),
    client: chosenId('Choose a client.'),
    meetingType: chosenId('Choose a meeting type.'),
    schedulingInbox: chosenId('Choose a scheduling inbox.'),
    noSendingMailbox: flag('No sending mailbox'),
    sdr: chosenId('Choose the rep who booked the meeting.'),
    surveyEmails,
    prospectEmail: emailAddress("Enter the prospect's email address, like name@company.com."),
    additionalRecipients: v.nullish(
      v.pipe(
        v.array(recipientAddress, 'Send the additional recipients as a list of email addresses.'),
        v.maxLength(bookingLimits.additionalRecipients, 'Add at most 50 additional recipients.'),
      ),
      null,
    ),
    prospectFirstName: requiredText("Enter the prospect's first name."),
    prospectLastName: optionalText(),
    prospectName: optionalText(),
    prospectCompany: requiredText("Enter the prospect's company."),
    prospectIndustry: v.nullish(v.pipe(v.string("Choose the prospect's industry."), v.trim(), v.maxLength(bookingLimits.text)), null),
    noIndustry: flag('No industry'),
    prospectPhone: optionalText(),
    prospectTitle: optionalText(),
    prospectState: optionalText(),
    date: v.pipe(v.string('Choose the meeting date.'), v.isoDate('Choose the meeting date (year-month-day).'), v.check(isDateOnly, 'Choose the meeting date (year-month-day).')),
    startsAt: v.picklist(meetingSlotValues as string[], 'Choose a start time between 8:00am and 5:00pm.'),
    endsAt: v.picklist(meetingSlotValues as string[], 'Choose an end time between 8:00am and 5:00pm.'),
    timezone: v.picklist(meetingTimezoneIds as string[], 'Choose one of the listed time zones.'),
    title: requiredText('Enter a title for the meeting.'),
    location: optionalText(),
    description: optionalText(bookingLimits.longText),
    sendClientSurvey: flag('Send client survey'),
    sendMeetingInvite: flag('Send meeting invite'),
    addDomainToClientDne: v.picklist([0, 1], 'Add domain to client DNE must be 0 or 1.'),
    saveAsTemplate: flag('Save as template'),
    outreachMailbox: v.nullish(chosenId('Choose a sending mailbox, or tick No sending mailbox.'), null),
    ignoreDne: v.optional(flag('Ignore DNE'), false),
  }),
  v.forward(
    v.partialCheck(
      [['startsAt'], ['endsAt']],
      (i) => (slotMinutes(i.endsAt) ?? 0) > (slotMinutes(i.startsAt) ?? 0),
      'Choose an end time after the start time.',
    ),
    ['endsAt'],
  ),
  v.forward(
    v.partialCheck(
      [['noSendingMailbox'], ['outreachMailbox']],
      (i) => i.noSendingMailbox || i.outreachMailbox !== null,
      'Choose a sending mailbox, or tick No sending mailbox.',
    ),
    ['outreachMailbox'],
  ),
  v.forward(
    v.partialCheck(
      [['sendClientSurvey'], ['surveyEmails']],
      (i) => !i.sendClientSurvey || i.surveyEmails !== '',
      'Add at least one survey recipient, or turn off Send client survey.',
    ),
    ['surveyEmails'],
  ),
  v.forward(
    v.partialCheck(
      [['noIndustry'], ['prospectIndustry']],
      (i) => i.noIndustry || !!i.prospectIndustry,
      "Choose the prospect's industry, or tick No industry.",
    ),
    ['prospectIndustry'],
  ),
);

/** What the form sends (ids as numbers, nulls allowed where documented). */
export type BookingInput = v.InferInput<typeof bookingSchema>;
/** A checked booking, as the server uses it. */
export type Booking = v.InferOutput<typeof bookingSchema>;
