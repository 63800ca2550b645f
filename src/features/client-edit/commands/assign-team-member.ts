import { callEndpoint } from '../../../data/http/call-endpoint';
import { assignClientTeamMember } from '../../../domain/teams/team-member-endpoints';

/**
 * POST /api/clients/{id}/team/members, online (teams are not mirrored).
 * Spec 6: a PSM brings the campaign strategist of their bunch; the answer
 * lists who was added and the whole team.
 */
export async function assignTeamMember(clientId: number, userId: number) {
  const { data } = await callEndpoint(assignClientTeamMember, { params: { id: clientId }, body: { client: clientId, user: userId } });
  return data;
}
