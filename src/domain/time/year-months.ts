// Calendar months written YYYY-MM, as plain strings: the planning model
// counts months, and a month is all it needs (no time zones, no Temporal).

const pattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parts(month: string): [number, number] {
  const m = pattern.exec(month);
  if (!m) throw new Error(`Not a month written YYYY-MM: ${month}`);
  return [Number(m[1]), Number(m[2])];
}

/** The month of a day: '2027-03-15' → '2027-03'. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** YYYY-MM from a year and a month number (1–12). */
export const yearMonth = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `n` months after (or before, for negative `n`) this one. */
export function addMonths(month: string, n: number): string {
  const [year, m] = parts(month);
  const index = year * 12 + (m - 1) + n;
  return yearMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** How many months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [a, b] = [parts(from), parts(to)];
  return (b[0] - a[0]) * 12 + (b[1] - a[1]);
}

/** `count` months from `start`, in order. */
export const monthRange = (start: string, count: number) => Array.from({ length: Math.max(0, count) }, (_, i) => addMonths(start, i));

/** The year and month number of a month: '2027-03' → { year: 2027, month: 3 }. */
export function splitMonth(month: string): { year: number; month: number } {
  const [year, m] = parts(month);
  return { year, month: m };
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2027': a month in a chart axis or a table row. */
export function shortMonth(month: string): string {
  const [year, m] = parts(month);
  return `${monthNames[m - 1]} ${year}`;
}

/** The number of days in a month. */
export function daysInMonth(month: string): number {
  const [year, m] = parts(month);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** Every day of a month, YYYY-MM-DD, in order. */
export const daysOfMonth = (month: string) => Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
