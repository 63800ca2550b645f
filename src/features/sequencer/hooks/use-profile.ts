import { useRemote } from '../../../data/react/use-remote';
import { getProfile } from '../../../domain/sequencer/sequence-profile-endpoints';

/** GET /api/sequence-profiles/{id}: online, the last copy offline (fromCache); a new epoch asks again. */
export function useProfile(id: number | null, epoch: number) {
  return useRemote(getProfile, id === null ? null : { params: { id } }, epoch);
}
