import { callEndpoint } from '../../../data/http/call-endpoint';
import { updateTeam } from '../../../domain/teams/team-endpoints';

/** Back from the archive; changes nothing else, so no version to guard. */
export async function restoreTeam(id: number) {
  return (await callEndpoint(updateTeam, { params: { id }, body: { archived: false } })).data;
}
