import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import { watchTables } from '../../../data/db/watch-tables';
import { meetingMatches, startAtBounds, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { useThrottledQuery } from '../../../ui/use-throttled-query';

// A whole column is thousands of rows: during a burst of writes (a replay,
// a sync) it is read again at most this often, not after every write.
const wholeColumnEveryMs = 500;
const watchMeetings = (notify: () => void) => watchTables(['meetings'], notify);

/** Cards shown before the whole column is read: more than a tall screen holds. */
export const columnHead = 24;

function columnQuery(status: PipelineStatus, f: MeetingFilter) {
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
async function readHead(status: PipelineStatus, f: MeetingFilter): Promise<PipelineMeeting[]> {
  const newest = await columnQuery(status, f).reverse().limit(columnHead + headSlack).toArray();
  const shown = newest.filter((m) => meetingMatches(m, f));
  if (shown.length >= columnHead || newest.length < columnHead + headSlack) return shown.slice(0, columnHead);
  return columnQuery(status, f).reverse().filter((m) => meetingMatches(m, f)).limit(columnHead).toArray();
}

export type ColumnRows = {
  /** Newest first; the first `columnHead` until the whole column is read. */
  rows: PipelineMeeting[] | undefined;
  /** Every row is there: totals and scrolling cover the whole column. */
  complete: boolean;
};

/**
 * One pipeline column from the mirror, newest first, each column its own
 * live query. Reading thousands of rows through an index takes IndexedDB
 * hundreds of milliseconds, so the newest cards come first (a short reverse
 * cursor) and the whole column is read once `readWhole` says every column
 * has painted its first cards (a big read would queue the small ones).
 */
export function useColumnMeetings(status: PipelineStatus, filter: MeetingFilter, readWhole: boolean): ColumnRows {
  const { clientId, sdrId, from, to, showDeleted } = filter;
  const deps = [status, clientId, sdrId, from, to, showDeleted];
  const f = { clientId, sdrId, from, to, showDeleted };
  const head = useLiveQuery(() => readHead(status, f), deps);
  const all = useThrottledQuery(
    watchMeetings,
    async () => {
      if (!readWhole) return undefined;
      // Ascending reads use getAll (one round trip); newest-first order is made here.
      const rows = await columnQuery(status, f).toArray();
      const out: PipelineMeeting[] = [];
      for (let i = rows.length - 1; i >= 0; i--) if (meetingMatches(rows[i], f)) out.push(rows[i]);
      return out;
    },
    [readWhole, ...deps],
    wholeColumnEveryMs,
  );
  if (all) return { rows: all, complete: true };
  return { rows: head, complete: !!head && head.length < columnHead };
}
