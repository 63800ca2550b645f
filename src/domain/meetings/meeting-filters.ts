import { shiftDay } from '../time/day-shift';
import type { PipelineMeeting } from './meeting-types';

/** What reps filter the board and the calendar by. Dates are YYYY-MM-DD, inclusive. */
export type MeetingFilter = {
  clientId?: number;
  sdrId?: number;
  from?: string;
  to?: string;
  showDeleted?: boolean;
};

type FilterFields = Pick<PipelineMeeting, 'clientId' | 'sdrId' | 'date' | 'deleted'>;

/** Deleted meetings stay hidden unless asked for; dates are the meeting's own booked day. */
export function meetingMatches(m: FilterFields, f: MeetingFilter): boolean {
  if (!f.showDeleted && m.deleted === '1') return false;
  if (f.clientId !== undefined && m.clientId !== f.clientId) return false;
  if (f.sdrId !== undefined && m.sdrId !== f.sdrId) return false;
  if (f.from && m.date < f.from) return false;
  if (f.to && m.date > f.to) return false;
  return true;
}

/**
 * Instants (ISO) that surely contain every meeting booked on the days
 * from..to in any zone (UTC-12 to UTC+14), for an index range on startAt;
 * the exact day is then checked with meetingMatches.
 */
export function startAtBounds(from?: string, to?: string): { lower: string; upper: string } {
  const lower = from ? shiftDay(from, -1) + 'T00:00:00.000Z' : '';
  const upper = to ? shiftDay(to, 2) + 'T00:00:00.000Z' : '\uffff';
  return { lower, upper };
}
