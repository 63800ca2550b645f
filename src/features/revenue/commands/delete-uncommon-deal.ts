import { queueCall } from '../../../data/sync/queue-call';
import { deleteUncommonDeal as deleteCall } from '../../../domain/revenue/revenue-endpoints';
import type { UncommonDeal } from '../../../domain/revenue/revenue-types';

/** The app asks first; the deal leaves the list at once. */
export function deleteUncommonDeal(deal: UncommonDeal) {
  return queueCall(deleteCall, { params: { id: deal.id } }, { label: `Delete uncommon deal: ${deal.name}`, baseVersion: deal.version });
}
