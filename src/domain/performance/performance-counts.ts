import { formatCount } from '../format/count-format';
import { formatReplyRate, replyRate } from '../stats/reply-rate';

/** What every level of the panel counts (a sequence, a step, a template). */
export type SendCounts = {
  prospects: number;
  delivered: number;
  opened: number;
  replied: number;
  bounced: number;
};

/** Spec 9: reply rate as a whole percent of the prospects reached. */
export function replyRateOf(counts: Pick<SendCounts, 'prospects' | 'replied'>): number {
  return Math.round(replyRate(counts.replied, counts.prospects));
}

export const formatRate = (rate: number) => formatReplyRate(rate);
export { formatCount };

export const countColumns = ['prospects', 'delivered', 'opened', 'replied', 'replyRate', 'bounced', 'meetings'] as const;
export type CountColumn = (typeof countColumns)[number];

export const countColumnLabels: Record<CountColumn, string> = {
  prospects: 'Prospects',
  delivered: 'Delivered',
  opened: 'Opened',
  replied: 'Replied',
  replyRate: 'Reply rate',
  bounced: 'Bounced',
  meetings: 'Meetings',
};

export type SortDirection = 'asc' | 'desc';

/** Sorts rows by a count, ties by name, without changing the input. */
export function sortByCount<T extends { name: string } & Partial<Record<CountColumn, number>>>(rows: readonly T[], column: CountColumn | undefined, direction: SortDirection = 'desc'): T[] {
  if (!column) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * ((a[column] ?? 0) - (b[column] ?? 0)) || a.name.localeCompare(b.name));
}
