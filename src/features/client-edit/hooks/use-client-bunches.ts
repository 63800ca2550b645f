import { useRemoteWithWrites } from '../../../data/react/use-remote-with-writes';
import { listBunches } from '../../../domain/teams/bunch-endpoints';

/** The bunches a client can join, GET /api/bunch (spec 6: bunches pair a PSM with a campaign strategist); nothing without a client. */
export function useClientBunches(clientId: number | null) {
  return useRemoteWithWrites(listBunches, clientId === null ? null : {});
}
