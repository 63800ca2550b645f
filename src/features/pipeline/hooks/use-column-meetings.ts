import { useLiveQuery } from '../../../data/react/use-live-query';
import { useCallback, useMemo } from 'react';
import { watchTables } from '../../../data/db/watch-tables';
import { useRowsAhead } from '../../../data/react/use-rows-ahead';
import { useThrottledQuery } from '../../../data/react/use-throttled-query';
import { appliesTo, readTicket, type RowAhead } from '../../../data/sync/rows-ahead';
import { columnWithMoves } from '../../../domain/meetings/column-with-moves';
import { meetingMatches, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { cachedHeadRead, headKey, readColumnHead, readWholeColumn, type HeadRead } from './column-head-cache';
import { columnHead, readWholeColumnRows } from './column-reads';

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
 * One pipeline column as the rep sees it: read from the mirror, newest
 * first, with the drops the read did not have yet laid over it
 * (data/sync/rows-ahead.ts). Reading thousands of rows through an index
 * takes IndexedDB hundreds of milliseconds, so the newest cards come first
 * (a short reverse cursor) and the whole column is read once `readWhole`
 * says every column has painted its first cards (a big read would queue
 * the small ones). Until `synced` (the device holds every meeting: its
 * first sync has ended) the column is never complete, and never read
 * whole: a first sync writes for seconds, and its totals would be partial.
 */
export function useColumnMeetings(status: PipelineStatus, filter: MeetingFilter, readWhole: boolean, synced: boolean): ColumnRows {
  const { clientId, sdrId, from, to, showDeleted } = filter;
  const deps = [status, clientId, sdrId, from, to, showDeleted];
  // One object per filter, whatever object the caller passes.
  const f = useMemo(() => ({ clientId, sdrId, from, to, showDeleted }), [clientId, sdrId, from, to, showDeleted]);
  // A board opened again starts from the cards it last showed, while the
  // mirror is unchanged since (column-head-cache); the live query follows.
  const key = headKey(status, f);
  const live = useLiveQuery(async (): Promise<HeadRead & { key: string }> => {
    const ticket = readTicket();
    return { key, ticket, rows: await readColumnHead(status, f) };
  }, deps);
  const head = live?.key === key ? live : (cachedHeadRead(key) ?? live);
  const all = useThrottledQuery(
    watchMeetings,
    async (): Promise<HeadRead | undefined> => {
      if (!readWhole || !synced) return undefined;
      const ticket = readTicket();
      const rows = await readWholeColumn(status, f, async () => {
        // Ascending reads use getAll (a few round trips); newest-first order is made here.
        const rows = await readWholeColumnRows(status, f);
        const out: PipelineMeeting[] = [];
        for (let i = rows.length - 1; i >= 0; i--) if (meetingMatches(rows[i], f)) out.push(rows[i]);
        return out;
      });
      return { ticket, rows };
    },
    [readWhole, synced, ...deps],
    wholeColumnEveryMs,
  );

  // Drops into or out of this column (a drop re-renders those two columns only).
  const concerns = useCallback(
    (e: RowAhead<PipelineMeeting>) => e.before.status === status || e.row.status === status,
    [status],
  );
  const ahead = useRowsAhead<PipelineMeeting>('meetings', concerns);
  const read = all ?? head;
  const rows = useMemo(() => {
    if (!read) return undefined;
    const moved = ahead.filter((e) => appliesTo(e, read.ticket) && meetingMatches(e.row, f)).map((e) => e.row);
    return columnWithMoves(read.rows, moved, status);
  }, [read, ahead, f, status]);
  if (all) return { rows, complete: true };
  return { rows, complete: synced && !!head && head.rows.length < columnHead };
}
