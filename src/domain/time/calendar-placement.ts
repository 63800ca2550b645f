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

