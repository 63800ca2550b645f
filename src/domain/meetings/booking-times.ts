import * as v from 'valibot';
import { Temporal } from 'temporal-polyfill';
import { compareToBounds, meetingDateBounds, viewerToday } from '../time/meeting-date-bounds';
import { isStartInPast, type WallClockStart } from '../time/start-in-past';
import { viewerTimezone } from '../time/timezones';
import { bookingSchema } from './booking-schema';
import { longDate } from './meeting-summary';

export type BookingClock = {
  /** The current instant (default: now). */
  now?: Temporal.Instant;
  /** The zone "today" is read in for the date bounds (default: the viewer's). */
  viewerZone?: string;
};

export type BookingTimeProblem = {
  reason: 'past' | 'before-earliest' | 'after-latest';
  field: 'startsAt' | 'date';
  message: string;
};

export const pastStartMessage =
  'This meeting would start in the past in the chosen time zone. Choose a later date or start time.';

/**
 * The clock-dependent rules of spec 5 for a booking, or null when it passes:
 * first a start in the past (`reason: 'past'`, shown as the meeting-in-the-past
 * dialog), then the date bounds (today, or the next Monday on a weekend; at
 * most two years ahead). The server checks with the meeting's own zone as
 * "today", since it cannot know the rep's.
 */
export function checkBookingTimes(input: WallClockStart, clock: BookingClock = {}): BookingTimeProblem | null {
  const now = clock.now ?? Temporal.Now.instant();
  if (isStartInPast(input, now)) return { reason: 'past', field: 'startsAt', message: pastStartMessage };
  const bounds = meetingDateBounds(viewerToday(now, clock.viewerZone ?? viewerTimezone()));
  const position = compareToBounds(input.date, bounds);
  if (position === 'before') {
    return {
      reason: 'before-earliest',
      field: 'date',
      message: `Meetings can be booked from ${longDate(bounds.earliest)} on. Choose that date or a later one.`,
    };
  }
  if (position === 'after') {
    return {
      reason: 'after-latest',
      field: 'date',
      message: `Meetings can be booked up to two years ahead, until ${longDate(bounds.latest)}. Choose an earlier date.`,
    };
  }
  return null;
}

/**
 * The form's schema: `bookingSchema` plus `checkBookingTimes` at `clock`,
 * reporting a past start on `startsAt` and a date out of bounds on `date`.
 * Without `clock.now` every validation reads the current time.
 */
export function bookingSchemaAt(clock: BookingClock = {}) {
  const problem = (i: WallClockStart) => checkBookingTimes(i, clock);
  return v.pipe(
    bookingSchema,
    v.forward(
      v.partialCheck([['date'], ['startsAt'], ['timezone']], (i) => problem(i)?.field !== 'startsAt', pastStartMessage),
      ['startsAt'],
    ),
    v.forward(
      v.partialCheck(
        [['date'], ['startsAt'], ['timezone']],
        (i) => problem(i)?.field !== 'date',
        (issue) => problem(issue.input as WallClockStart)?.message ?? 'Choose another date.',
      ),
      ['date'],
    ),
  );
}
