import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { nextGoalMonth } from '../../../../src/domain/clients/meeting-goals';
import { stepCalendar } from '../../../../src/domain/time/calendar-grid';
import { formatShortMoment, formatTimeOfDay } from '../../../../src/domain/time/short-dates';
import { monthIn } from '../../../../src/domain/time/wall-clock';

describe("this month, on the viewer's calendar", () => {
  // 8 pm in New York on November 30th is already December 1st in UTC.
  const eveningAtMonthEnd = Temporal.Instant.from('2026-12-01T01:00:00Z');

  it('is still November in the evening in the Americas at month end, though UTC has moved on', () => {
    expect(monthIn('America/New_York', eveningAtMonthEnd)).toBe('2026-11');
    expect(monthIn('America/Los_Angeles', eveningAtMonthEnd)).toBe('2026-11');
    expect(monthIn('UTC', eveningAtMonthEnd)).toBe('2026-12');
    expect(monthIn('Asia/Jerusalem', Temporal.Instant.from('2026-11-30T22:30:00Z'))).toBe('2026-12');
  });

  it("gives a client's first goal month from the viewer's month", () => {
    expect(nextGoalMonth([], monthIn('America/Chicago', eveningAtMonthEnd))).toBe('2026-11');
    expect(nextGoalMonth([{ month: '2026-11' }], monthIn('America/Chicago', eveningAtMonthEnd))).toBe('2026-12');
  });
});

describe('calendar steps', () => {
  it('goes to the first of the next or previous month, or a week on or back', () => {
    expect(stepCalendar('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(stepCalendar('2026-01-15', 'month', -1)).toBe('2025-12-01');
    expect(stepCalendar('2026-12-29', 'week', 1)).toBe('2027-01-05');
    expect(stepCalendar('2026-03-03', 'week', -1)).toBe('2026-02-24');
  });
});

describe('short moments', () => {
  it('read an instant as ISO text or epoch milliseconds alike', () => {
    const at = Date.UTC(2026, 10, 20, 15, 5);
    expect(formatShortMoment(at)).toBe(formatShortMoment(new Date(at).toISOString()));
    expect(formatShortMoment('not a date')).toBe('not a date');
    expect(formatTimeOfDay(at)).toMatch(/^\d{1,2}:05:00 (AM|PM)$/);
  });
});
