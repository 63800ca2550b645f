import * as v from 'valibot';
import { contractTypes } from './deal-revenue';

/** Spec 3, deal (opportunity), as GET /api/opportunities lists it. */
export const opportunitySchema = v.object({
  id: v.number(),
  clientId: v.number(),
  meetingId: v.nullable(v.number()),
  name: v.string(),
  contractType: v.picklist(contractTypes),
  fixedPayment: v.number(),
  monthsCount: v.number(),
  reoccurringAmount: v.number(),
  revenue: v.number(),
  version: v.number(),
});
export type Opportunity = v.InferOutput<typeof opportunitySchema>;
