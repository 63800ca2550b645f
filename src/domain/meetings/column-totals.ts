import { meetingRevenue } from './meeting-revenue';
import type { PipelineMeeting } from './meeting-types';

export type ColumnTotals = {
  /** Cards in the column (deleted ones only when the board shows them). */
  count: number;
  /** Spec 5: non-deleted meetings with a revenue value. */
  revenue: number;
  /** Spec 9: average quality rounded to 2 decimals; null when no card has one. */
  averageQuality: number | null;
};

type TotalsFields = Pick<PipelineMeeting, 'deleted' | 'generated_revenue' | 'quality'>;

export function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function columnTotals(meetings: readonly TotalsFields[]): ColumnTotals {
  let qualitySum = 0;
  let rated = 0;
  for (const m of meetings) {
    if (typeof m.quality === 'number') {
      qualitySum += m.quality;
      rated++;
    }
  }
  return {
    count: meetings.length,
    revenue: meetingRevenue(meetings),
    averageQuality: rated ? roundTo2(qualitySum / rated) : null,
  };
}

/** "3.50": the average as the column header shows it. */
export function formatAverageQuality(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}
