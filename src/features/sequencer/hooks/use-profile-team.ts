import { useRemote } from '../../../data/react/use-remote';
import { getProfileTeam } from '../../../domain/sequencer/sequencer-context-endpoints';

/** Spec 7: GET /api/users/teams/{teamId}?client&profile: the team and the past team. */
export function useProfileTeam(teamId: number | null, clientId: number | null, profileId: number | null) {
  const input =
    teamId === null ? null : { params: { teamId }, query: { client: clientId ?? undefined, profile: profileId ?? undefined } };
  return useRemote(getProfileTeam, input).data ?? null;
}
