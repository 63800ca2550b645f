import { useRemote } from '../../../data/react/use-remote';
import { getTeam, listTeams } from '../../../domain/teams/team-endpoints';

/** GET /api/teams, with the archived ones when asked. */
export function useTeams(archived: boolean, epoch: unknown) {
  return useRemote(listTeams, { query: archived ? { archived: true } : {} }, epoch);
}

/** One team with its whole webhook address and version (for those who may edit it). */
export function useTeam(id: number | null, epoch: unknown) {
  return useRemote(getTeam, id === null ? null : { params: { id } }, epoch);
}
