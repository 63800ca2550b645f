import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingSchemaAt, checkBookingTimes, pastStartMessage } from '../../../../src/domain/meetings/booking-times';

// Saturday 2026-11-21, 15:00 in New York.
const now = Temporal.Instant.from('2026-11-21T20:00:00Z');
const clock = { now, viewerZone: 'America/New_York' };
const at = (date: string, startsAt = '10:00', timezone = 'America/New_York') => ({ date, startsAt, timezone });

describe('booking time checks (spec 5)', () => {
  it('pass a start on the next Monday', () => {
    expect(checkBookingTimes(at('2026-11-23'), clock)).toBeNull();
  });

  it('refuse a start in the past first, on the start time', () => {
    expect(checkBookingTimes(at('2026-11-21', '14:45'), clock)).toEqual({ reason: 'past', field: 'startsAt', message: pastStartMessage });
    // Yesterday is past, not merely before the earliest date.
    expect(checkBookingTimes(at('2026-11-20'), clock)?.reason).toBe('past');
  });

  it('refuse a weekend date before the next Monday, on the date', () => {
    // 4:00pm today is still ahead, but today is a Saturday.
    expect(checkBookingTimes(at('2026-11-21', '16:00'), clock)).toEqual({
      reason: 'before-earliest',
      field: 'date',
      message: 'Meetings can be booked from November 23, 2026 on. Choose that date or a later one.',
    });
    expect(checkBookingTimes(at('2026-11-22'), clock)?.reason).toBe('before-earliest');
  });

  it('refuse a date more than two years ahead', () => {
    expect(checkBookingTimes(at('2028-11-21'), clock)).toBeNull();
    expect(checkBookingTimes(at('2028-11-22'), clock)).toEqual({
      reason: 'after-latest',
      field: 'date',
      message: 'Meetings can be booked up to two years ahead, until November 21, 2028. Choose an earlier date.',
    });
  });

  it('apply the chosen zone: 4:00pm in Honolulu is still ahead when 4:00pm in New York has passed', () => {
    const later = Temporal.Instant.from('2026-11-23T21:30:00Z'); // Monday 4:30pm in New York, 11:30am in Honolulu
    expect(checkBookingTimes(at('2026-11-23', '16:00', 'America/New_York'), { ...clock, now: later })?.reason).toBe('past');
    expect(checkBookingTimes(at('2026-11-23', '16:00', 'Pacific/Honolulu'), { ...clock, now: later })).toBeNull();
  });
});

describe("the form's schema with the clock", () => {
  const base = {
    client: 1,
    meetingType: 2,
    schedulingInbox: 3,
    noSendingMailbox: true,
    sdr: 4,
    surveyEmails: 'success@acmecorp.example',
    prospectEmail: 'jane@initech.example',
    prospectFirstName: 'Jane',
    prospectLastName: 'Doe',
    prospectCompany: 'Initech',
    prospectIndustry: null,
    noIndustry: true,
    prospectTitle: 'VP Sales',
    endsAt: '17:00',
    timezone: 'America/New_York',
    title: 'Call to Discuss: Acme Corp',
    sendClientSurvey: true,
    sendMeetingInvite: true,
    addDomainToClientDne: 1,
    saveAsTemplate: false,
  };
  const issues = (body: object) => {
    const result = v.safeParse(bookingSchemaAt(clock), body);
    return Object.fromEntries((result.issues ?? []).map((i) => [v.getDotPath(i), i.message]));
  };

  it('accepts a future weekday start', () => {
    expect(issues({ ...base, date: '2026-11-23', startsAt: '10:00' })).toEqual({});
  });

  it('puts a past start on startsAt and an out-of-range date on date', () => {
    expect(issues({ ...base, date: '2026-11-20', startsAt: '10:00' })).toEqual({ startsAt: pastStartMessage });
    expect(issues({ ...base, date: '2026-11-22', startsAt: '10:00' })).toEqual({
      date: 'Meetings can be booked from November 23, 2026 on. Choose that date or a later one.',
    });
  });
});
