import { describe, expect, it } from 'vitest';
import { bookingFormDefaults, bookingFormFromExisting } from '../../../../src/domain/meetings/booking-defaults';
import type { ExistingMeeting } from '../../../../src/domain/meetings/existing-meeting';
import { isBookingRefusal } from '../../../../src/domain/meetings/booking-refusals';

describe('booking form defaults (spec 4)', () => {
  it('turn survey, calendar invite and add-to-DNE on, and the channel to email', () => {
    const values = bookingFormDefaults();
    expect(values).toMatchObject({ sendClientSurvey: true, sendMeetingInvite: true, addDomainToClientDne: 1, channel: 'email' });
    expect(values).toMatchObject({ client: null, prospectEmail: '', ignoreDne: false, originalMeetingId: null });
  });

  it('are a fresh object every time, so a reset never keeps old edits', () => {
    const first = bookingFormDefaults();
    first.title = 'edited';
    first.additionalRecipients = ['x@y.example'];
    expect(bookingFormDefaults().title).toBe('');
    expect(bookingFormDefaults().additionalRecipients).toBeNull();
  });
});

describe('rescheduling pre-fill', () => {
  it('carries the original meeting id and splits the stored name', () => {
    const existing: ExistingMeeting = {
      id: 41,
      prospectId: 7,
      prospectEmail: 'jane@initech.example',
      client: 1,
      meetingType: 2,
      sdr: 4,
      outreachMailbox: null,
      schedulingInbox: 3,
      prospectName: 'Jane  Mary Doe',
      prospectTitle: null,
      prospectCompany: 'Initech',
      prospectIndustry: null,
      prospectPhone: null,
      prospectState: 'TX',
      title: 'Call to Discuss: Acme Corp',
      location: null,
      description: 'Intro',
      date: '2026-11-24',
      startsAt: '10:30',
      endsAt: '11:00',
      timezone: 'America/New_York',
      sendClientSurvey: false,
      sendMeetingInvite: true,
      additionalRecipients: null,
      surveyEmails: '',
      noSendingMailbox: true,
      deleted: false,
    };
    expect(bookingFormFromExisting(existing)).toMatchObject({
      originalMeetingId: 41,
      prospectFirstName: 'Jane',
      prospectLastName: 'Mary Doe',
      noIndustry: true,
      prospectTitle: '',
      location: '',
      sendClientSurvey: false,
      noSendingMailbox: true,
      addDomainToClientDne: 1,
    });
  });
});

describe('booking refusals', () => {
  it('are recognised by reason and error', () => {
    expect(isBookingRefusal({ error: 'x', reason: 'dne', dne: true, domain: 'globex.example' })).toBe(true);
    expect(isBookingRefusal({ error: 'x', reason: 'gmail-disconnected', inbox: 'a@b.example' })).toBe(true);
    expect(isBookingRefusal({ error: 'x', fields: {} })).toBe(false);
    expect(isBookingRefusal({ error: 'x', reason: 'other' })).toBe(false);
  });
});
