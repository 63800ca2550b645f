import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isDateOnly as isIsoDate } from '../../../../src/domain/time/date-only';
import { compareToBounds, meetingDateBounds, viewerToday } from '../../../../src/domain/time/meeting-date-bounds';

describe('meeting date bounds (spec 5)', () => {
  it('start today on a weekday', () => {
    // 2026-11-20 is a Friday, 2026-11-23 a Monday, 2026-11-24 a Tuesday.
    expect(meetingDateBounds('2026-11-20').earliest).toBe('2026-11-20');
    expect(meetingDateBounds('2026-11-23').earliest).toBe('2026-11-23');
    expect(meetingDateBounds('2026-11-24').earliest).toBe('2026-11-24');
  });

  it('start on the following Monday on Saturday and Sunday', () => {
    expect(meetingDateBounds('2026-11-21').earliest).toBe('2026-11-23');
    expect(meetingDateBounds('2026-11-22').earliest).toBe('2026-11-23');
    // Across a month and a year end: Saturday 2026-10-31, Sunday 2028-12-31.
    expect(meetingDateBounds('2026-10-31').earliest).toBe('2026-11-02');
    expect(meetingDateBounds('2028-12-31').earliest).toBe('2029-01-01');
  });

  it('end two years from today and reach back two years', () => {
    expect(meetingDateBounds('2026-11-21')).toEqual({
      today: '2026-11-21',
      earliest: '2026-11-23',
      latest: '2028-11-21',
      pastLimit: '2024-11-21',
    });
  });

  it('treat a leap day: two years after or before 2028-02-29 is a February 28', () => {
    const bounds = meetingDateBounds('2028-02-29');
    expect(bounds.earliest).toBe('2028-02-29'); // a Tuesday
    expect(bounds.latest).toBe('2030-02-28');
    expect(bounds.pastLimit).toBe('2026-02-28');
  });

  it("read today in the viewer's zone", () => {
    // 03:00 UTC on Saturday is still Friday evening in New York.
    const now = Temporal.Instant.from('2026-11-21T03:00:00Z');
    expect(viewerToday(now, 'America/New_York')).toBe('2026-11-20');
    expect(viewerToday(now, 'UTC')).toBe('2026-11-21');
    expect(meetingDateBounds(viewerToday(now, 'America/New_York')).earliest).toBe('2026-11-20');
    expect(meetingDateBounds(viewerToday(now, 'UTC')).earliest).toBe('2026-11-23');
  });

  it('place a date before, within or after the range', () => {
    const bounds = meetingDateBounds('2026-11-21');
    expect(compareToBounds('2026-11-22', bounds)).toBe('before');
    expect(compareToBounds('2026-11-23', bounds)).toBe('within');
    expect(compareToBounds('2028-11-21', bounds)).toBe('within');
    expect(compareToBounds('2028-11-22', bounds)).toBe('after');
  });

  it('accept only real year-month-day dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('11/24/2026')).toBe(false);
    expect(isIsoDate('2026-11-24T10:00')).toBe(false);
  });
});
