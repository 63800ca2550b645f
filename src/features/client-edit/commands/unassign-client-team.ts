import { callEndpoint } from '../../../data/http/call-endpoint';
import { unassignClientTeam as unassignClientTeamCall } from '../../../domain/teams/team-member-endpoints';

/** DELETE /api/clients/{id}/team/members: everyone off the team, online; answers how many. */
export async function unassignClientTeam(clientId: number) {
  const { data } = await callEndpoint(unassignClientTeamCall, { params: { id: clientId } });
  return data;
}
