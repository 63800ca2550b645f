import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import { meetingMatches, startAtBounds, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';

function columnQuery(status: PipelineStatus, f: MeetingFilter) {
  const table = appDb().meetings;
  const { lower, upper } = startAtBounds(f.from, f.to);
  // The narrowest index for the filter (schema version 2); the rest is checked in memory.
  if (f.clientId !== undefined) return table.where('[clientId+status+startAt]').between([f.clientId, status, lower], [f.clientId, status, upper], true, true);
  if (f.sdrId !== undefined) return table.where('[sdrId+status+startAt]').between([f.sdrId, status, lower], [f.sdrId, status, upper], true, true);
  return table.where('[status+startAt]').between([status, lower], [status, upper], true, true);
}

/**
 * One pipeline column from the mirror, newest first. Each column is its own
 * live query, so a move re-reads only the two columns it touches.
 */
export function useColumnMeetings(status: PipelineStatus, filter: MeetingFilter): PipelineMeeting[] | undefined {
  const { clientId, sdrId, from, to, showDeleted } = filter;
  return useLiveQuery(async () => {
    const f = { clientId, sdrId, from, to, showDeleted };
    const rows = await columnQuery(status, f).reverse().toArray();
    return rows.filter((m) => meetingMatches(m, f));
  }, [status, clientId, sdrId, from, to, showDeleted]);
}
