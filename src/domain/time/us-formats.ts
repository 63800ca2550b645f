import { utcDay } from './day-shift';

// Days and times as US English shows them. Without Temporal: the meeting
// drawer shows them on the board, whose first download leaves the polyfill
// out (issue 24).

// US English calendars start the week on Sunday.
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Sunday, November 22, 2026" for a YYYY-MM-DD day (a RangeError for one not in the calendar). */
export function formatDayUs(day: string): string {
  const d = utcDay(day);
  return `${weekdayNames[d.getUTCDay()]}, ${monthNames[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "9:05 AM": a wall-clock time in US English. */
export function formatTimeUs(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}
