import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bookingFormDefaults, type BookingFormValues } from '../../../../src/domain/meetings/booking-defaults';
import { pastStartMessage } from '../../../../src/domain/meetings/booking-times';
import { bookingBody, serverFieldErrors } from '../../../../src/domain/meetings/booking-body';
import { bookingValuesFromBody } from '../../../../src/domain/meetings/booking-values-from-body';

// Friday 20 November 2026, 15:00 UTC (10:00 in New York).
const now = Temporal.Instant.from('2026-11-20T15:00:00Z');
const clock = { now, viewerZone: 'America/New_York' };

function filled(patch: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    ...bookingFormDefaults(),
    client: 1,
    meetingType: 2,
    schedulingInbox: 3,
    outreachMailbox: 4,
    sdr: 5,
    surveyEmails: 'Success@Acme.example, owner@acme.example',
    prospectEmail: ' Jane@Initech.example ',
    additionalRecipients: [],
    prospectFirstName: 'Jane',
    prospectLastName: 'Mary Doe',
    prospectCompany: 'Initech',
    noIndustry: true,
    date: '2026-11-24',
    startsAt: '10:30',
    endsAt: '11:00',
    timezone: 'America/New_York',
    title: 'Call to Discuss: Acme',
    ...patch,
  };
}

describe('the body of POST /api/meetings (issue 4 wire format)', () => {
  it('has YYYY-MM-DD, 24-hour HH:mm, the IANA zone, real booleans, DNE as 0 or 1, and ids as numbers', () => {
    const result = bookingBody(filled(), clock);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const body = result.body as Record<string, unknown>;
    expect(body).toMatchObject({
      client: 1,
      meetingType: 2,
      schedulingInbox: 3,
      outreachMailbox: 4,
      sdr: 5,
      date: '2026-11-24',
      startsAt: '10:30',
      endsAt: '11:00',
      timezone: 'America/New_York',
      sendClientSurvey: true,
      sendMeetingInvite: true,
      addDomainToClientDne: 1,
      saveAsTemplate: false,
      noSendingMailbox: false,
      ignoreDne: false,
      prospectEmail: 'jane@initech.example',
      surveyEmails: 'success@acme.example,owner@acme.example',
      prospectName: 'Jane Mary Doe',
      additionalRecipients: null,
      prospectIndustry: null,
      originalMeetingId: null,
      prospectId: null,
    });
    expect(body).not.toHaveProperty('channel');
  });

  it('sends no mailbox when No sending mailbox is ticked, and no industry when No industry is', () => {
    const result = bookingBody(filled({ noSendingMailbox: true, outreachMailbox: 4, noIndustry: true, prospectIndustry: 'Software' }), clock);
    expect(result.ok && result.body).toMatchObject({ outreachMailbox: null, prospectIndustry: null });
  });

  it('refuses a start in the past on the start time, with the reason', () => {
    // 9:30 in New York is already past at 10:00 there.
    const result = bookingBody(filled({ date: '2026-11-20', startsAt: '09:30', endsAt: '10:00' }), clock);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.startsAt).toBe(pastStartMessage);
  });

  it('refuses a date out of bounds on the date', () => {
    const tooFar = bookingBody(filled({ date: '2028-11-21' }), clock);
    expect(!tooFar.ok && tooFar.errors.date).toMatch(/two years ahead/);
  });

  it('names each missing field once', () => {
    const result = bookingBody({ ...bookingFormDefaults() }, clock);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      client: 'Choose a client.',
      meetingType: 'Choose a meeting type.',
      schedulingInbox: 'Choose a scheduling inbox.',
      sdr: 'Choose the rep who booked the meeting.',
    });
    expect(result.errors.prospectEmail).toMatch(/email address/);
    expect(result.errors.prospectFirstName).toBeDefined();
  });

  it('refuses an invalid additional recipient', () => {
    const result = bookingBody(filled({ additionalRecipients: ['boss@initech.example', 'nope'] }), clock);
    expect(!result.ok && result.errors.additionalRecipients).toBe('nope is not a valid email address.');
  });
});

describe('a body sent back by the server', () => {
  it('reopens the form with every field the rep sent', () => {
    const values = filled({
      prospectEmail: 'jane@initech.example',
      surveyEmails: 'success@acme.example,owner@acme.example',
      additionalRecipients: ['boss@initech.example'],
      prospectName: 'Jane Mary Doe',
      addDomainToClientDne: 0,
      sendMeetingInvite: false,
      originalMeetingId: 77,
      prospectId: 31,
      location: 'Zoom',
      description: 'Intro',
      prospectPhone: '+1 555',
      prospectState: 'TX',
      prospectTitle: 'VP',
    });
    const sent = bookingBody({ ...values, ignoreDne: true }, clock);
    if (!sent.ok) throw new Error(JSON.stringify(sent.errors));
    const back = bookingValuesFromBody(JSON.parse(JSON.stringify(sent.body)));
    // The rep decides about the do-not-email list again.
    expect(back).toEqual({ ...values, ignoreDne: false });
  });

  it('gives a fresh form for something that is not a body', () => {
    expect(bookingValuesFromBody(null)).toEqual(bookingFormDefaults());
    expect(bookingValuesFromBody({ client: 'x', addDomainToClientDne: 7 })).toMatchObject({ client: null, addDomainToClientDne: 1 });
  });

  it("turns the server's 422 fields into form errors", () => {
    expect(serverFieldErrors({ client: 'Choose a client from the list.', sdr: ['Choose a rep.'], bogus: 3 })).toEqual({
      client: 'Choose a client from the list.',
      sdr: 'Choose a rep.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
