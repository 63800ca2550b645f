import { useRemoteWithWrites } from '../../../data/react/use-remote-with-writes';
import { listMeetingGoals } from '../../../domain/clients/client-endpoints';

/** GET /api/clients/{id}/meeting-goals; a save's answer shows at once (`show`). */
export function useMeetingGoals(clientId: number) {
  return useRemoteWithWrites(listMeetingGoals, { params: { id: clientId } });
}
