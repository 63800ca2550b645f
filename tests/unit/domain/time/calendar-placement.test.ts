// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarZone, placeInZone } from '../../../../src/domain/time/calendar-placement';
import { formatMonthUs, formatWeekUs, monthWeeks, weekDays } from '../../../../src/domain/time/calendar-grid';
import { formatDayUs, formatTimeUs } from '../../../../src/domain/time/us-formats';

describe('calendar placement in a chosen zone (spec 9)', () => {
  const start = '2026-11-24T15:00:00.000Z';

  it('places a start by its wall clock in the zone', () => {
    expect(placeInZone(start, 'America/New_York')).toEqual({ date: '2026-11-24', time: '10:00', minutes: 600 });
    expect(placeInZone(start, 'Asia/Jerusalem')).toEqual({ date: '2026-11-24', time: '17:00', minutes: 1020 });
    expect(placeInZone(start, 'Pacific/Honolulu').time).toBe('05:00');
    expect(placeInZone(start, 'UTC').time).toBe('15:00');
  });

  it('moves a start to another day when the zone crosses midnight', () => {
    expect(placeInZone('2026-11-25T03:00:00.000Z', 'America/Los_Angeles')).toEqual({ date: '2026-11-24', time: '19:00', minutes: 1140 });
    expect(placeInZone('2026-11-24T23:30:00.000Z', 'Asia/Jerusalem').date).toBe('2026-11-25');
  });

  it('follows daylight saving: Denver and Phoenix agree in winter, not in summer', () => {
    expect(placeInZone('2026-01-10T17:00:00.000Z', 'America/Denver').time).toBe('10:00');
    expect(placeInZone('2026-01-10T17:00:00.000Z', 'America/Phoenix').time).toBe('10:00');
    expect(placeInZone('2026-07-10T17:00:00.000Z', 'America/Denver').time).toBe('11:00');
    expect(placeInZone('2026-07-10T17:00:00.000Z', 'America/Phoenix').time).toBe('10:00');
  });

  it("takes one of the ten zones, and falls back to the viewer's own for anything else", () => {
    expect(calendarZone('America/Chicago', 'Europe/Paris')).toBe('America/Chicago');
    expect(calendarZone('Hawaii no DST', 'Europe/Paris')).toBe('Pacific/Honolulu');
    expect(calendarZone('Mars/Olympus', 'Europe/Paris')).toBe('Europe/Paris');
    expect(calendarZone('Europe/Berlin', 'Europe/Paris')).toBe('Europe/Paris');
    expect(calendarZone(undefined, 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('shows times in US English', () => {
    expect(formatTimeUs('00:15')).toBe('12:15 AM');
    expect(formatTimeUs('09:05')).toBe('9:05 AM');
    expect(formatTimeUs('12:00')).toBe('12:00 PM');
    expect(formatTimeUs('17:45')).toBe('5:45 PM');
  });
});

describe('the calendar grid (US English, weeks from Sunday)', () => {
  it('covers a month in whole weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0][0]).toBe('2026-11-01');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-05');
    expect(weeks).toHaveLength(5);
    expect(monthWeeks('2026-02')[0][0]).toBe('2026-02-01');
    expect(monthWeeks('2026-08')).toHaveLength(6);
  });

  it('gives the Sunday-to-Saturday week of a day', () => {
    expect(weekDays('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('titles months, weeks and days', () => {
    expect(formatMonthUs('2026-11')).toBe('November 2026');
    expect(formatWeekUs('2026-11-25')).toBe('Nov 22 – 28, 2026');
    expect(formatWeekUs('2026-12-01')).toBe('Nov 29 – Dec 5, 2026');
    expect(formatWeekUs('2026-12-30')).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(formatDayUs('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });
});
