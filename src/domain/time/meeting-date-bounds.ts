import { Temporal } from 'temporal-polyfill';
import { viewerTimezone } from './timezones';
import { todayIn } from './wall-clock';

/**
 * Spec 5: the dates a meeting can be booked on, all `YYYY-MM-DD`.
 * - earliest: today, or the following Monday when today is Saturday or Sunday
 * - latest: two years from today
 * - pastLimit: two years before today (for pickers that show past meetings)
 */
export type MeetingDateBounds = { today: string; earliest: string; latest: string; pastLimit: string };

/** Today (`YYYY-MM-DD`) in the viewer's zone, or in the zone given. */
export function viewerToday(now: Temporal.Instant = Temporal.Now.instant(), timeZone: string = viewerTimezone()): string {
  return todayIn(timeZone, now).toString();
}

export function meetingDateBounds(today: string = viewerToday()): MeetingDateBounds {
  const day = Temporal.PlainDate.from(today);
  // dayOfWeek: Monday 1 … Saturday 6, Sunday 7.
  const earliest = day.dayOfWeek >= 6 ? day.add({ days: 8 - day.dayOfWeek }) : day;
  // Temporal constrains Feb 29 + 2 years to Feb 28.
  return {
    today: day.toString(),
    earliest: earliest.toString(),
    latest: day.add({ years: 2 }).toString(),
    pastLimit: day.subtract({ years: 2 }).toString(),
  };
}

/** Where a date falls against the bookable range. */
export function compareToBounds(date: string, bounds: MeetingDateBounds): 'before' | 'within' | 'after' {
  const d = Temporal.PlainDate.from(date);
  if (Temporal.PlainDate.compare(d, Temporal.PlainDate.from(bounds.earliest)) < 0) return 'before';
  if (Temporal.PlainDate.compare(d, Temporal.PlainDate.from(bounds.latest)) > 0) return 'after';
  return 'within';
}
