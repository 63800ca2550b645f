import { callEndpoint } from '../../../data/http/call-endpoint';
import { testTeamWebhook as testCall } from '../../../domain/teams/team-endpoints';

/** Queues a test message; its outcome shows in the team's recent posts. */
export async function testTeamWebhook(id: number) {
  return (await callEndpoint(testCall, { params: { id } })).data;
}
