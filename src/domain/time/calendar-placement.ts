import { Temporal } from 'temporal-polyfill';
import { meetingTimezones, viewerTimezone } from './timezones';

/**
 * The zone a calendar shows: one of spec 9's ten zones (by IANA id, name or
 * abbreviation); anything else falls back to the viewer's own zone.
 */
export function calendarZone(choice: string | null | undefined, viewer: string = viewerTimezone()): string {
  const zone = choice ? meetingTimezones.find((z) => z.iana === choice || z.name === choice || z.abbreviation === choice) : undefined;
  return zone ? zone.iana : viewer;
}

export type Placement = { date: string; time: string; minutes: number };

/** Where a meeting's start falls in a zone: its day (YYYY-MM-DD), time (HH:mm) and minutes after midnight. */
export function placeInZone(startAt: string, zone: string): Placement {
  const zdt = Temporal.Instant.from(startAt).toZonedDateTimeISO(zone);
  const time = `${String(zdt.hour).padStart(2, '0')}:${String(zdt.minute).padStart(2, '0')}`;
  return { date: zdt.toPlainDate().toString(), time, minutes: zdt.hour * 60 + zdt.minute };
}

/** "9:05 AM": a wall-clock time in US English. */
export function formatTimeUs(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}
