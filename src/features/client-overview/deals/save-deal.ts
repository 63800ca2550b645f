import { http } from '../../../data/http/transport';
import type { Opportunity } from '../../../domain/deals/opportunity-types';
import type { OpportunityPatch } from '../../../domain/deals/opportunity-patch-schema';

/**
 * PATCH /api/opportunities/{id}. Deals are not mirrored, so this is an
 * online call; If-Match keeps a stale form from overwriting someone else's edit.
 */
export function saveDeal(deal: Pick<Opportunity, 'id' | 'version'>, patch: OpportunityPatch): Promise<Opportunity> {
  return http.patch<Opportunity>(`/api/opportunities/${deal.id}`, patch, {
    headers: { 'If-Match': String(deal.version), 'Idempotency-Key': crypto.randomUUID() },
  });
}
