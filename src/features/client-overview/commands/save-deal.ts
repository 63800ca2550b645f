import { callEndpoint } from '../../../data/http/call-endpoint';
import { patchOpportunity } from '../../../domain/deals/opportunity-endpoints';
import type { OpportunityPatch } from '../../../domain/deals/opportunity-patch-schema';
import type { Opportunity } from '../../../domain/deals/opportunity-types';

/**
 * PATCH /api/opportunities/{id}. Deals are not mirrored, so this is an
 * online call (the form says so offline); If-Match keeps a stale form from
 * overwriting someone else's edit, and the Idempotency-Key a retry from
 * applying twice.
 */
export async function saveDeal(deal: Pick<Opportunity, 'id' | 'version'>, patch: OpportunityPatch): Promise<Opportunity> {
  const { data } = await callEndpoint(patchOpportunity, { params: { id: deal.id }, body: patch }, { headers: { 'If-Match': String(deal.version) } });
  return data;
}
