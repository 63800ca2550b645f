import { callEndpoint } from '../../../data/http/call-endpoint';
import { createTeam as createTeamCall } from '../../../domain/teams/team-endpoints';
import type { TeamCreateInput } from '../../../domain/teams/team-schema';

export async function createTeam(body: TeamCreateInput) {
  return (await callEndpoint(createTeamCall, { body })).data;
}
