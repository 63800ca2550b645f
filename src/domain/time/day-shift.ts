// Calendar-day arithmetic on YYYY-MM-DD, without Temporal: the board's
// filters need it in its first render, and the polyfill (some 18 KB of
// compressed script) is loaded only where zones are worked (issue 24).

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. Throws a RangeError on a day that is not in the calendar, as Temporal.PlainDate.from does. */
export function shiftDay(day: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: that reads years 0-99 as 1900-1999.
  d.setUTCFullYear(year, month - 1, date);
  if (!match || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== date) throw new RangeError(`Not a calendar day written YYYY-MM-DD: ${day}`);
  d.setUTCDate(date + days);
  const y = d.getUTCFullYear();
  return `${String(y).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}
