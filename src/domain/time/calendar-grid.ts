import { Temporal } from 'temporal-polyfill';
import { monthNames } from './us-formats';

/** The Sunday on or before a day. */
export function weekStart(day: string): string {
  const d = Temporal.PlainDate.from(day);
  return d.subtract({ days: d.dayOfWeek % 7 }).toString();
}

/** The seven days (YYYY-MM-DD) of the week holding `day`, Sunday first. */
export function weekDays(day: string): string[] {
  const start = Temporal.PlainDate.from(weekStart(day));
  return Array.from({ length: 7 }, (_, k) => start.add({ days: k }).toString());
}

/** The weeks a month view shows: full Sunday-to-Saturday rows covering the month. */
export function monthWeeks(yearMonth: string): string[][] {
  const ym = Temporal.PlainYearMonth.from(yearMonth);
  const first = ym.toPlainDate({ day: 1 });
  const last = ym.toPlainDate({ day: ym.daysInMonth });
  const weeks: string[][] = [];
  for (let d = Temporal.PlainDate.from(weekStart(first.toString())); Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 7 })) {
    weeks.push(weekDays(d.toString()));
  }
  return weeks;
}

/** "November 2026". */
export function formatMonthUs(yearMonth: string): string {
  const ym = Temporal.PlainYearMonth.from(yearMonth);
  return `${monthNames[ym.month - 1]} ${ym.year}`;
}

/** "Nov 22 – 28, 2026" or "Nov 29 – Dec 5, 2026": a week's title. */
export function formatWeekUs(day: string): string {
  const days = weekDays(day).map((x) => Temporal.PlainDate.from(x));
  const [a, b] = [days[0], days[6]];
  const short = (d: Temporal.PlainDate) => monthNames[d.month - 1].slice(0, 3);
  const head = `${short(a)} ${a.day}`;
  const tail = a.month === b.month ? `${b.day}` : `${short(b)} ${b.day}`;
  return a.year === b.year ? `${head} – ${tail}, ${b.year}` : `${head}, ${a.year} – ${tail}, ${b.year}`;
}

/** The day a calendar shows after a step back or forward: the 1st of the next month, or the same weekday a week on. */
export function stepCalendar(day: string, mode: 'month' | 'week', sign: 1 | -1): string {
  const d = Temporal.PlainDate.from(day);
  return (mode === 'month' ? d.with({ day: 1 }).add({ months: sign }) : d.add({ days: 7 * sign })).toString();
}
