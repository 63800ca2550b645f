import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { useRemote } from '../../../data/react/use-remote';
import { getMeetingNotes } from '../../../domain/meetings/meeting-endpoints';

export type MeetingNotes = {
  notes: string;
  /** server: fresh from GET /api/meetings/{id}/notes; device: the mirror (offline, or an edit still queued). */
  source: 'server' | 'device';
  loading: boolean;
  /** A notes edit of this meeting is still queued on this device. */
  pendingEdit: boolean;
};

/**
 * A meeting's notes: asked of the server when the drawer opens, falling
 * back to the mirrored notes offline. An edit still queued on this device
 * wins over the server's older copy.
 */
export function useMeetingNotes(meeting: PipelineMeeting | null | undefined): MeetingNotes {
  const id = meeting?.id ?? null;
  const remote = useRemote(getMeetingNotes, id === null ? null : { params: { id } });
  const pendingEdit = useLiveQuery(
    // Only an edit of the notes: a queued move of the same meeting is no notes edit (issue 16).
    async () =>
      id === null
        ? false
        : (await appDb().outbox.where('[collection+entityId]').equals(['meetings', String(id)]).filter((e) => e.op.kind === 'patch' && 'notes' in e.op.patch).count()) > 0,
    [id],
    false,
  );
  const mirrored = meeting?.notes ?? '';
  const fresh = remote.data && !remote.fromCache && !pendingEdit && remote.data.version >= (meeting?.version ?? 0);
  return {
    notes: fresh ? remote.data!.notes : mirrored,
    source: fresh ? 'server' : 'device',
    loading: remote.loading && !remote.data,
    pendingEdit,
  };
}
