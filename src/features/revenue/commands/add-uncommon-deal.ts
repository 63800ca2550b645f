import { queueCall } from '../../../data/sync/queue-call';
import { createUncommonDeal } from '../../../domain/revenue/revenue-endpoints';
import type { UncommonDealCreate } from '../../../domain/revenue/revenue-schemas';

export function addUncommonDeal(deal: UncommonDealCreate) {
  return queueCall(createUncommonDeal, { body: deal }, { label: `Add uncommon deal: ${deal.name}` });
}
