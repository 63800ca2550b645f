import { callEndpoint } from '../../../data/http/call-endpoint';
import { updateTeam as updateTeamCall } from '../../../domain/teams/team-endpoints';
import type { TeamPatchInput } from '../../../domain/teams/team-schema';

/** On the version the editor read (If-Match). `{archived: false}` restores an archived team. */
export async function updateTeam(id: number, version: number, body: TeamPatchInput) {
  return (await callEndpoint(updateTeamCall, { params: { id }, body }, { headers: { 'If-Match': String(version) } })).data;
}
