import { askAhead } from '../../../data/http/remote-call';
import { useRemote } from '../../../data/react/use-remote';
import { getProfile } from '../../../domain/sequencer/sequence-profile-endpoints';

/**
 * GET /api/sequence-profiles/{id}: online, the last copy offline (fromCache);
 * a new epoch asks again. A profile seen before shows its copy at once while
 * the fresh answer is asked (`refreshing`).
 */
export function useProfile(id: number | null, epoch: number) {
  return useRemote(getProfile, id === null ? null : { params: { id } }, epoch, { copyFirst: true });
}

/** The profile asked for while the page's code loads (the route's loader): it shows in the page's first render more often. */
export const askProfileAhead = (id: number) => askAhead(getProfile, { params: { id } });
