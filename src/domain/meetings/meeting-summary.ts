import { Temporal } from 'temporal-polyfill';
import { slotDurationMinutes, slotLabel } from '../time/meeting-slots';
import { meetingTimezones, resolveTimezone } from '../time/timezones';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type MeetingSummaryInput = { date: string; startsAt: string; endsAt: string; timezone: string };

/** The zone's name of spec 9 ('Eastern', 'Israel', ...), else the IANA name. */
export function timezoneName(timezone: string): string {
  const iana = resolveTimezone(timezone);
  return meetingTimezones.find((z) => z.iana === iana)?.name ?? iana;
}

/** `2026-11-24` → `November 24, 2026` (spec 9: month name, day, year). */
export function longDate(date: string): string {
  const day = Temporal.PlainDate.from(date);
  return `${monthNames[day.month - 1]} ${day.day}, ${day.year}`;
}

/**
 * Spec 9, meeting label 'Month D, YYYY | time zone | N min.', built as
 * 'November 24, 2026 | 10:30am Eastern | 30 min.': the date with the full
 * month name, the start time then the zone's name, and the minutes from start
 * to end.
 */
export function meetingSummaryLabel(meeting: MeetingSummaryInput): string {
  const time = `${slotLabel(meeting.startsAt)} ${timezoneName(meeting.timezone)}`;
  return `${longDate(meeting.date)} | ${time} | ${slotDurationMinutes(meeting.startsAt, meeting.endsAt)} min.`;
}
