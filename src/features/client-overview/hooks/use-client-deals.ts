import { useRemote } from '../../../data/react/use-remote';
import { listOpportunities } from '../../../domain/deals/opportunity-endpoints';

/** GET /api/opportunities?client: the client's deals; a new `epoch` reads them again (after a save). */
export function useClientDeals(clientId: number, epoch: number) {
  return useRemote(listOpportunities, { query: { client: clientId } }, epoch);
}
