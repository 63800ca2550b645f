import { useRemote } from '../../../data/react/use-remote';
import { listStrategies } from '../../../domain/stats/stats-endpoints';

/** GET /api/mailings/strategies?client: the client's sequence profiles. */
export function useStrategies(clientId: number) {
  return useRemote(listStrategies, { query: { client: clientId } });
}
