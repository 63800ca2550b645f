import * as v from 'valibot';
import { contractTypes, dealRevenue } from './deal-revenue';

const amount = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(1_000_000_000, `${label} is too large.`),
  );

/**
 * PATCH /api/opportunities/{id} (spec 7), the form's schema too: revenue
 * must be what spec 5's rule gives for the contract type.
 */
export const opportunityPatchSchema = v.pipe(
  v.strictObject({
    contractType: v.picklist(contractTypes, `Contract type must be one of: ${contractTypes.join(', ')}.`),
    fixedPayment: amount('Fixed payment'),
    monthsCount: v.pipe(amount('Months'), v.maxValue(600, 'Months must be at most 600.')),
    reoccurringAmount: amount('Monthly amount'),
    revenue: amount('Revenue'),
  }),
  v.forward(
    v.check((d) => d.revenue === dealRevenue(d), 'Revenue does not match the contract terms.'),
    ['revenue'],
  ),
);

export type OpportunityPatch = v.InferOutput<typeof opportunityPatchSchema>;
