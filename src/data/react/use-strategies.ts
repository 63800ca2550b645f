import { listStrategies } from '../../domain/stats/stats-endpoints';
import { useRemote } from './use-remote';

/** GET /api/mailings/strategies?client: the client's sequence profiles (the board's breakdown and the performance tab choose among them). */
export function useStrategies(clientId: number) {
  return useRemote(listStrategies, { query: { client: clientId } });
}
