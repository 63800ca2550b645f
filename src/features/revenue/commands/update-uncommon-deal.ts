import { queueCall } from '../../../data/sync/queue-call';
import { patchUncommonDeal } from '../../../domain/revenue/revenue-endpoints';
import type { UncommonDealPatch } from '../../../domain/revenue/revenue-schemas';
import type { UncommonDeal } from '../../../domain/revenue/revenue-types';

export function updateUncommonDeal(deal: UncommonDeal, patch: UncommonDealPatch) {
  return queueCall(patchUncommonDeal, { params: { id: deal.id }, body: patch }, { label: `Edit uncommon deal: ${deal.name}`, baseVersion: deal.version });
}
