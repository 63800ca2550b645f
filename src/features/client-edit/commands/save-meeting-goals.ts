import { callEndpoint } from '../../../data/http/call-endpoint';
import { saveMeetingGoals as saveMeetingGoalsCall } from '../../../domain/clients/client-endpoints';
import type { MeetingGoalsInput } from '../../../domain/clients/meeting-goals';

/**
 * POST /api/clients/{id}/meeting-goals: online (goals are not mirrored; the
 * section says they need a connection). Answers every goal of the client.
 */
export async function saveMeetingGoals(clientId: number, goals: MeetingGoalsInput['goals']) {
  const { data } = await callEndpoint(saveMeetingGoalsCall, { params: { id: clientId }, body: { goals } });
  return data;
}
