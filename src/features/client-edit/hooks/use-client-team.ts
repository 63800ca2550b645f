import { useRemoteWithWrites } from '../../../data/react/use-remote-with-writes';
import { listClientTeam } from '../../../domain/teams/team-member-endpoints';

/** GET /api/clients/{id}/team/members; an assignment's answer shows at once (`show`). */
export function useClientTeam(clientId: number) {
  return useRemoteWithWrites(listClientTeam, { params: { id: clientId } });
}
