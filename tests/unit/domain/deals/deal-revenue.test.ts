// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dealRevenue } from '../../../../src/domain/deals/deal-revenue';
import { opportunityPatchSchema } from '../../../../src/domain/deals/opportunity-patch-schema';

const terms = { fixedPayment: 5000, monthsCount: 6, reoccurringAmount: 750 };

describe('deal revenue by contract type (spec 5)', () => {
  it('One Time is the fixed payment', () => {
    expect(dealRevenue({ contractType: 'One Time', ...terms })).toBe(5000);
  });

  it('Reoccurring is the monthly amount times the months', () => {
    expect(dealRevenue({ contractType: 'Reoccurring', ...terms })).toBe(4500);
  });

  it('Both is that product plus the fixed payment', () => {
    expect(dealRevenue({ contractType: 'Both', ...terms })).toBe(9500);
  });
});

describe('the opportunity PATCH schema', () => {
  it('accepts terms whose revenue follows the rule', () => {
    const body = { contractType: 'Both', ...terms, revenue: 9500 };
    expect(v.parse(opportunityPatchSchema, body)).toEqual(body);
  });

  it('refuses a revenue that does not follow the rule, on the revenue field', () => {
    const result = v.safeParse(opportunityPatchSchema, { contractType: 'Reoccurring', ...terms, revenue: 5000 });
    expect(result.success).toBe(false);
    expect(v.getDotPath(result.issues![0])).toBe('revenue');
  });

  it('refuses unknown contract types, negative or fractional amounts and extra fields', () => {
    for (const bad of [
      { contractType: 'Monthly', ...terms, revenue: 5000 },
      { contractType: 'One Time', ...terms, fixedPayment: -1, revenue: -1 },
      { contractType: 'One Time', ...terms, fixedPayment: 10.5, revenue: 10.5 },
      { contractType: 'One Time', ...terms, revenue: 5000, name: 'x' },
      { contractType: 'One Time', revenue: 0 },
    ]) {
      expect(v.safeParse(opportunityPatchSchema, bad).success).toBe(false);
    }
  });
});
