import { useRemote } from '../../../data/react/use-remote';
import { listBunches } from '../../../domain/teams/bunch-endpoints';

export function useBunches(epoch: unknown) {
  return useRemote(listBunches, {}, epoch);
}
