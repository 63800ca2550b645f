import { callEndpoint } from '../../../data/http/call-endpoint';
import { archiveTeam as archiveTeamCall } from '../../../domain/teams/team-endpoints';

/** Spec 4: DELETE archives; a second call is harmless. */
export async function archiveTeam(id: number) {
  return (await callEndpoint(archiveTeamCall, { params: { id } })).data;
}
