import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';

/** One meeting from the mirror; null when this device does not hold it. */
export function useMirroredMeeting(id: number | null): PipelineMeeting | null | undefined {
  return useLiveQuery(async () => (id === null ? null : ((await appDb().meetings.get(id)) ?? null)), [id]);
}
