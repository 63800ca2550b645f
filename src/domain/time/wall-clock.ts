import { Temporal } from 'temporal-polyfill';

/**
 * The instant a wall-clock booking denotes: date `YYYY-MM-DD`, time `HH:mm`
 * (24-hour), in an IANA zone. Times that fall in a daylight-saving gap move
 * forward, as calendars do.
 */
export function wallClockToInstant(date: string, time: string, timeZone: string): Temporal.Instant {
  const plain = Temporal.PlainDateTime.from(`${date}T${time}`);
  return plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).toInstant();
}

/** Today's date (`YYYY-MM-DD`) in a zone. */
export function todayIn(timeZone: string, now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(timeZone).toPlainDate();
}

/**
 * This month (`YYYY-MM`) on the calendar of a zone: the viewer's month, not
 * UTC's (on the evening of the 30th of November in New York it is already
 * December in UTC).
 */
export function monthIn(timeZone: string, now: Temporal.Instant = Temporal.Now.instant()): string {
  return todayIn(timeZone, now).toString().slice(0, 7);
}
