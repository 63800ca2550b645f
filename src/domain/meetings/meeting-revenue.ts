import type { PipelineMeeting } from './meeting-types';

type RevenueFields = Pick<PipelineMeeting, 'deleted' | 'generated_revenue'>;

/** Spec 5: a meeting counts toward revenue when it is not deleted and has a revenue value. */
export function countsTowardRevenue(meeting: RevenueFields): boolean {
  return meeting.deleted !== '1' && typeof meeting.generated_revenue === 'number' && Number.isFinite(meeting.generated_revenue);
}

/** Spec 5, meeting revenue: the sum over non-deleted meetings with a revenue value. */
export function meetingRevenue(meetings: readonly RevenueFields[]): number {
  let total = 0;
  for (const m of meetings) if (countsTowardRevenue(m)) total += m.generated_revenue as number;
  return total;
}
