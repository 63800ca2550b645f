import type * as v from 'valibot';
import type { meetingBreakdownSchema } from './meeting-endpoints';

// Spec 3, breakdown: GET /api/clients/{id}/meetings/breakdown counts a
// client's meetings by these prospect and company attributes.
export const breakdownDimensions = ['management_level', 'industry', 'employee_range', 'revenue_range'] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];

export const breakdownDimensionLabels: Record<BreakdownDimension, string> = {
  management_level: 'Management level',
  industry: 'Industry',
  employee_range: 'Employee range',
  revenue_range: 'Revenue range',
};

/** One bar: `id` null collects meetings whose prospect lacks the attribute ("Unknown"). */
export type MeetingBreakdown = v.InferOutput<typeof meetingBreakdownSchema>;
export type BreakdownBucket = MeetingBreakdown['industry'][number];
