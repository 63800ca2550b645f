import { appDb } from '../../../data/db/app-db-instance';
import { meetingMatches, startAtBounds, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';

/** Cards shown before the whole column is read: more than a tall screen holds. */
export const columnHead = 24;

export function columnQuery(status: PipelineStatus, f: MeetingFilter) {
  const table = appDb().meetings;
  const { lower, upper } = startAtBounds(f.from, f.to);
  // The narrowest index for the filter (schema version 2); the rest is checked in memory.
  if (f.clientId !== undefined) return table.where('[clientId+status+startAt]').between([f.clientId, status, lower], [f.clientId, status, upper], true, true);
  if (f.sdrId !== undefined) return table.where('[sdrId+status+startAt]').between([f.sdrId, status, lower], [f.sdrId, status, upper], true, true);
  return table.where('[status+startAt]').between([status, lower], [status, upper], true, true);
}

// Rows read for the head beyond the cards shown, for the few the filter drops (deleted ones).
const headSlack = 16;

/**
 * The newest `columnHead` cards of a column. Without a filter in the query
 * Dexie reads them in one descending getAll (IndexedDB 3) instead of a
 * cursor step per row, several times faster; the filter runs here, and only
 * when it dropped too many does the cursor read the rest.
 */
export async function readHead(status: PipelineStatus, f: MeetingFilter): Promise<PipelineMeeting[]> {
  const newest = await columnQuery(status, f).reverse().limit(columnHead + headSlack).toArray();
  const shown = newest.filter((m) => meetingMatches(m, f));
  if (shown.length >= columnHead || newest.length < columnHead + headSlack) return shown.slice(0, columnHead);
  return columnQuery(status, f).reverse().filter((m) => meetingMatches(m, f)).limit(columnHead).toArray();
}
