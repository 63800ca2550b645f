import { appDb } from '../../../data/db/app-db-instance';
import { meetingMatches, startAtBounds, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';

/** Cards shown before the whole column is read: more than a tall screen holds. */
export const columnHead = 24;

export function columnQuery(status: PipelineStatus, f: MeetingFilter) {
  const { lower, upper } = startAtBounds(f.from, f.to);
  return columnRange(status, f, lower, upper, true);
}

function columnRange(status: PipelineStatus, f: MeetingFilter, lower: string, upper: string, includeLower: boolean) {
  const table = appDb().meetings;
  // The narrowest index for the filter (schema version 2); the rest is checked in memory.
  if (f.clientId !== undefined) return table.where('[clientId+status+startAt]').between([f.clientId, status, lower], [f.clientId, status, upper], includeLower, true);
  if (f.sdrId !== undefined) return table.where('[sdrId+status+startAt]').between([f.sdrId, status, lower], [f.sdrId, status, upper], includeLower, true);
  return table.where('[status+startAt]').between([status, lower], [status, upper], includeLower, true);
}

// Rows per answer when a column is read whole. The rows of an answer are
// made on the main thread in one task: a column of a few thousand in one
// answer took 20–30 ms here (ten times that on Lighthouse's phone).
const wholeSlice = 500;

/**
 * Every row of a column in the index's order (oldest first), in one read
 * transaction (so a write cannot tear it) but in answers of at most `slice`
 * rows, each its own short task. A slice ends before its last moment, which
 * the next slice reads whole, so rows at the same moment are never split.
 */
export function readWholeColumnRows(status: PipelineStatus, f: MeetingFilter, slice = wholeSlice): Promise<PipelineMeeting[]> {
  const db = appDb();
  return db.transaction('r', db.meetings, async () => {
    const { lower, upper } = startAtBounds(f.from, f.to);
    const out: PipelineMeeting[] = [];
    let from = lower;
    let includeFrom = true;
    for (;;) {
      const rows = await columnRange(status, f, from, upper, includeFrom).limit(slice).toArray();
      if (rows.length < slice) return out.concat(rows);
      const lastAt = rows[rows.length - 1].startAt;
      if (rows[0].startAt === lastAt) {
        // A whole slice at one moment: that moment's rows at once, then past it.
        out.push(...(await columnRange(status, f, lastAt, lastAt, true).toArray()));
        includeFrom = false;
      } else {
        for (const row of rows) if (row.startAt !== lastAt) out.push(row);
        includeFrom = true;
      }
      from = lastAt;
    }
  });
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
