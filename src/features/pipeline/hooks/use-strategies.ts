import type { Strategy } from '../../../domain/stats/mailing-stats-types';
import { useRemote } from './use-remote';

/** GET /api/mailings/strategies?client: the client's sequence profiles. */
export function useStrategies(clientId: number) {
  return useRemote<Strategy[]>('/api/mailings/strategies', { client: clientId });
}
