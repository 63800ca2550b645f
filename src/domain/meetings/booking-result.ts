import * as v from 'valibot';
import { pipelineMeetingSchema } from './meeting-types';

/** POST /api/meetings, 201: the booked meeting, what was sent, and step 2's label. */
export const bookingResultSchema = v.object({
  meeting: pipelineMeetingSchema,
  sent: v.object({ invite: v.boolean(), survey: v.boolean() }),
  /** meetingSummaryLabel, e.g. 'November 24, 2026 | 10:30am Eastern | 30 min.' */
  summary: v.string(),
});
export type BookingResult = v.InferOutput<typeof bookingResultSchema>;
