import { Temporal } from 'temporal-polyfill';
import { resolveTimezone } from './timezones';
import { wallClockToInstant } from './wall-clock';

/** A meeting start as the rep chooses it: `YYYY-MM-DD`, `HH:mm`, IANA zone. */
export type WallClockStart = { date: string; startsAt: string; timezone: string };

/**
 * Spec 5: a start is past when the chosen date and time, read in the chosen
 * zone (an unknown zone falls back to the viewer's), is earlier than now. A
 * start at this very instant is not past.
 */
export function isStartInPast(start: WallClockStart, now: Temporal.Instant = Temporal.Now.instant()): boolean {
  const instant = wallClockToInstant(start.date, start.startsAt, resolveTimezone(start.timezone));
  return Temporal.Instant.compare(instant, now) < 0;
}
