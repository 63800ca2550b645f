import { useLiveQuery } from 'dexie-react-hooks';
import { watchTables } from '../../../data/db/watch-tables';
import { meetingMatches, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { useThrottledQuery } from '../../../data/react/use-throttled-query';
import { cachedHead, headKey, readColumnHead, readWholeColumn } from './column-head-cache';
import { columnHead, columnQuery } from './column-reads';

// A whole column is thousands of rows: during a burst of writes (a replay,
// a sync) it is read again at most this often, not after every write.
const wholeColumnEveryMs = 500;
const watchMeetings = (notify: () => void) => watchTables(['meetings'], notify);

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
  // A board opened again starts from the cards it last showed, while the
  // mirror is unchanged since (column-head-cache); the live query follows.
  const key = headKey(status, f);
  const live = useLiveQuery(async () => ({ key, rows: await readColumnHead(status, f) }), deps);
  const head = live?.key === key ? live.rows : (cachedHead(key) ?? live?.rows);
  const all = useThrottledQuery(
    watchMeetings,
    async () => {
      if (!readWhole) return undefined;
      return readWholeColumn(status, f, async () => {
        // Ascending reads use getAll (one round trip); newest-first order is made here.
        const rows = await columnQuery(status, f).toArray();
        const out: PipelineMeeting[] = [];
        for (let i = rows.length - 1; i >= 0; i--) if (meetingMatches(rows[i], f)) out.push(rows[i]);
        return out;
      });
    },
    [readWhole, ...deps],
    wholeColumnEveryMs,
  );
  if (all) return { rows: all, complete: true };
  return { rows: head, complete: !!head && head.length < columnHead };
}
