// Calendar-day arithmetic on YYYY-MM-DD, without Temporal: the board's
// filters need it in its first render, and the polyfill (some 18 KB of
// compressed script) is loaded only where zones are worked (issue 24).

/** A YYYY-MM-DD day as a Date at its UTC midnight; a RangeError for one not in the calendar, as Temporal.PlainDate.from gives. */
export function utcDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: that reads years 0-99 as 1900-1999.
  d.setUTCFullYear(year, month - 1, date);
  if (!match || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== date) throw new RangeError(`Not a calendar day written YYYY-MM-DD: ${day}`);
  return d;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const d = utcDay(day);
  d.setUTCDate(d.getUTCDate() + days);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}
