import { callEndpoint } from '../../../data/http/call-endpoint';
import { unassignClientTeamMember } from '../../../domain/teams/team-member-endpoints';

/** DELETE /api/clients/{id}/team/members/{memberId}, online; answers the team left. */
export async function unassignTeamMember(clientId: number, memberId: number) {
  const { data } = await callEndpoint(unassignClientTeamMember, { params: { id: clientId, memberId } });
  return data;
}
