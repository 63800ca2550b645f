import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingSchema, splitSurveyEmails, type BookingInput } from '../../../../src/domain/meetings/booking-schema';

const good: BookingInput = {
  originalMeetingId: null,
  prospectId: null,
  client: 1,
  meetingType: 2,
  schedulingInbox: 3,
  noSendingMailbox: false,
  sdr: 4,
  surveyEmails: 'success@acmecorp.example, owner@acmecorp.example',
  prospectEmail: ' Jane.Doe@Initech.example ',
  additionalRecipients: ['boss@initech.example'],
  prospectFirstName: 'Jane',
  prospectLastName: 'Doe',
  prospectName: 'Jane Doe',
  prospectCompany: 'Initech',
  prospectIndustry: 'Software',
  noIndustry: false,
  prospectPhone: '+1 555 123 4567',
  prospectTitle: 'VP Sales',
  prospectState: 'TX',
  date: '2026-11-24',
  startsAt: '10:30',
  endsAt: '11:00',
  timezone: 'America/New_York',
  title: 'Call to Discuss: Acme Corp',
  location: 'Zoom',
  description: 'Intro call.',
  sendClientSurvey: true,
  sendMeetingInvite: true,
  addDomainToClientDne: 1,
  saveAsTemplate: false,
  outreachMailbox: 5,
  ignoreDne: false,
};

/** The message of the first issue on `field`, or undefined when it passes. */
function messageFor(body: Record<string, unknown>, field: string): string | undefined {
  const result = v.safeParse(bookingSchema, body);
  if (result.success) return undefined;
  return result.issues.find((i) => v.getDotPath(i) === field || v.getDotPath(i)?.startsWith(`${field}.`))?.message;
}

describe('booking schema (POST /api/meetings)', () => {
  it('accepts a complete booking and normalises emails', () => {
    const result = v.safeParse(bookingSchema, good);
    expect(result.issues).toBeUndefined();
    expect(result.output).toMatchObject({
      prospectEmail: 'jane.doe@initech.example',
      surveyEmails: 'success@acmecorp.example,owner@acmecorp.example',
      addDomainToClientDne: 1,
      ignoreDne: false,
    });
  });

  it('fills left-out optional fields', () => {
    const { originalMeetingId: _a, prospectId: _b, additionalRecipients: _c, ignoreDne: _d, prospectPhone: _e, ...rest } = good;
    const result = v.safeParse(bookingSchema, { ...rest, location: null });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      originalMeetingId: null,
      prospectId: null,
      additionalRecipients: null,
      ignoreDne: false,
      prospectPhone: '',
      location: '',
    });
  });

  it.each([
    ['client', null, 'Choose a client.'],
    ['client', '1', 'Choose a client.'],
    ['meetingType', 0, 'Choose a meeting type.'],
    ['schedulingInbox', 1.5, 'Choose a scheduling inbox.'],
    ['sdr', undefined, 'Choose the rep who booked the meeting.'],
    ['originalMeetingId', -3, 'The meeting being rescheduled is not valid.'],
    ['prospectFirstName', '  ', "Enter the prospect's first name."],
    ['prospectCompany', '', "Enter the prospect's company."],
    ['title', '', 'Enter a title for the meeting.'],
    ['title', 'x'.repeat(256), 'Keep this under 255 characters.'],
    ['date', '11/24/2026', 'Choose the meeting date (year-month-day).'],
    ['date', '2026-02-30', 'Choose the meeting date (year-month-day).'],
    ['startsAt', '07:45', 'Choose a start time between 8:00am and 5:00pm.'],
    ['startsAt', '10:10', 'Choose a start time between 8:00am and 5:00pm.'],
    ['startsAt', '10:30am', 'Choose a start time between 8:00am and 5:00pm.'],
    ['endsAt', '17:15', 'Choose an end time between 8:00am and 5:00pm.'],
    ['endsAt', '10:30', 'Choose an end time after the start time.'],
    ['endsAt', '10:15', 'Choose an end time after the start time.'],
    ['timezone', 'Europe/Paris', 'Choose one of the listed time zones.'],
    ['timezone', 'Eastern', 'Choose one of the listed time zones.'],
    ['sendClientSurvey', 'true', 'Send client survey must be true or false.'],
    ['sendMeetingInvite', 1, 'Send meeting invite must be true or false.'],
    ['noIndustry', null, 'No industry must be true or false.'],
    ['addDomainToClientDne', true, 'Add domain to client DNE must be 0 or 1.'],
    ['addDomainToClientDne', 2, 'Add domain to client DNE must be 0 or 1.'],
    ['ignoreDne', 'yes', 'Ignore DNE must be true or false.'],
    ['additionalRecipients', 'boss@initech.example', 'Send the additional recipients as a list of email addresses.'],
    ['additionalRecipients', ['boss@initech'], 'boss@initech is not a valid email address.'],
    ['surveyEmails', 'success@acmecorp.example, nope', 'nope is not a valid email address. Separate survey recipients with commas.'],
    ['surveyEmails', '', 'Add at least one survey recipient, or turn off Send client survey.'],
    ['outreachMailbox', null, 'Choose a sending mailbox, or tick No sending mailbox.'],
    ['prospectIndustry', null, "Choose the prospect's industry, or tick No industry."],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messageFor({ ...good, [field]: value }, field)).toBe(message);
  });

  it('allows an empty survey list when no survey is sent', () => {
    expect(v.safeParse(bookingSchema, { ...good, surveyEmails: '', sendClientSurvey: false }).success).toBe(true);
  });

  it('allows no outreach mailbox with "no sending mailbox", and no industry with "no industry"', () => {
    expect(v.safeParse(bookingSchema, { ...good, outreachMailbox: null, noSendingMailbox: true }).success).toBe(true);
    expect(v.safeParse(bookingSchema, { ...good, prospectIndustry: null, noIndustry: true }).success).toBe(true);
  });

  it('accepts 5:00pm as an end time and 8:00am as a start', () => {
    expect(v.safeParse(bookingSchema, { ...good, startsAt: '08:00', endsAt: '17:00' }).success).toBe(true);
  });
});

describe('prospect email pattern through the schema (spec 5)', () => {
  it.each(['jane@initech.example', 'j.doe+meet@mail.initech.co.uk', 'a@b.abcdefghij'])('accepts %s', (email) => {
    expect(messageFor({ ...good, prospectEmail: email }, 'prospectEmail')).toBeUndefined();
  });

  it.each([
    'jane', // no @
    'jane@initech', // no top-level part
    'jane@initech.c', // top-level part of 1 letter
    'jane@initech.abcdefghijk', // 11 letters
    'jane@initech.c0m', // digits in the top-level part
    'ja ne@initech.com', // space in the local part
    '@initech.com', // no local part
    '',
  ])('rejects %j', (email) => {
    expect(messageFor({ ...good, prospectEmail: email }, 'prospectEmail')).toBe(
      "Enter the prospect's email address, like name@company.com.",
    );
  });
});

describe('survey emails', () => {
  it('split on commas, trimmed, empties dropped', () => {
    expect(splitSurveyEmails(' a@x.example, ,b@y.example ,')).toEqual(['a@x.example', 'b@y.example']);
    expect(splitSurveyEmails('')).toEqual([]);
  });
});
