import { toCsv } from '../format/csv';
import type { SequenceRow } from './performance-types';

const header = ['Sequence', 'Segment', 'Team', 'Reps', 'Status', 'Prospects', 'Delivered', 'Opened', 'Replied', 'Reply rate (%)', 'Bounced', 'Meetings'];

/** The view as the lead sees it, one line per sequence in the shown order; counts stay plain numbers. */
export function sequenceViewCsv(rows: readonly SequenceRow[]): string {
  return toCsv([
    header,
    ...rows.map((r) => [r.name, r.clientName, r.teamName ?? '', r.reps.join('; '), r.status, r.prospects, r.delivered, r.opened, r.replied, r.replyRate, r.bounced, r.meetings]),
  ]);
}

/** A file name for the view: sequence-performance-YYYY-MM-DD.csv. */
export const sequenceCsvName = (day: string) => `sequence-performance-${day}.csv`;
