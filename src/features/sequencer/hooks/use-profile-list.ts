import { useRemote } from '../../../data/react/use-remote';
import type { ProfileStatus } from '../../../domain/sequencer/profile-statuses';
import { listProfiles, listProfileStatuses } from '../../../domain/sequencer/sequence-profile-endpoints';

/** Spec 7: GET /api/sequence-profiles?client&status=all; no client, nothing asked. */
export function useProfileList(clientId: number | null) {
  return useRemote(listProfiles, clientId === null ? null : { query: { client: clientId, status: 'all' } });
}

/** Spec 4: the statuses come from the server. */
export function useProfileStatuses() {
  const remote = useRemote(listProfileStatuses, {});
  return (remote.data ?? []) as ProfileStatus[];
}
