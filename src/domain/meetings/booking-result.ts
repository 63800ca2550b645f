import type { PipelineMeeting } from './meeting-types';

/** POST /api/meetings, 201: the booked meeting, what was sent, and step 2's label. */
export type BookingResult = {
  meeting: PipelineMeeting;
  sent: { invite: boolean; survey: boolean };
  /** meetingSummaryLabel, e.g. 'November 24, 2026 | 10:30am Eastern | 30 min.' */
  summary: string;
};
