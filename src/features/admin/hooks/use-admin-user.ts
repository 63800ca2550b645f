import { useRemote } from '../../../data/react/use-remote';
import { getUser } from '../../../domain/users/user-endpoints';

/** One user as the edit drawer needs them (direct permissions, version); null asks nothing. */
export function useAdminUser(id: number | null, epoch: unknown) {
  return useRemote(getUser, id === null ? null : { params: { id } }, epoch);
}
