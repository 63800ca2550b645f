// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assumptionCatalogue, assumptionValueIssue, assumptionValues } from '../../../../src/domain/capacity/assumptions';
import { capacityPlan, hireCapacityIn, hireRamp, knownClientsByMonth, rampShare, roundSeats, type CapacityInputs } from '../../../../src/domain/capacity/capacity-model';
import { loadLevel, repLoad } from '../../../../src/domain/capacity/rep-load';
import { monthRange } from '../../../../src/domain/time/year-months';

// The worked examples of decision 0029.
const months = monthRange('2027-01', 6);
const jo = { startDate: '2027-02-10', startingCapacity: 12, archived: false };
const base: CapacityInputs = {
  months,
  reps: [{ capacity: 12 }, { capacity: 10 }],
  hires: [jo],
  assumptions: { ...assumptionValues([]), rampMonths: 3, monthlyChurnPct: 10, repsPerClient: 2, newClientsPerMonth: 0 },
  projections: [
    { month: '2027-01', newClients: 0, churnPct: null },
    { month: '2027-02', newClients: 2, churnPct: null },
    { month: '2027-03', newClients: 1, churnPct: null },
  ],
  knownClients: [
    { month: '2027-01', count: 10 },
    { month: '2027-03', count: 2 },
  ],
};
const round = (plan: ReturnType<typeof capacityPlan>) => plan.map((m) => ({ ...m, clients: roundSeats(m.clients), demand: roundSeats(m.demand), gap: roundSeats(m.gap) }));

describe('capacity with a hire ramping in', () => {
  it('a hire carries (n+1)/(R+1) of their capacity in ramp month n, all of it from month R', () => {
    expect([0, 1, 2, 3, 4].map((n) => rampShare(n, 3))).toEqual([0.25, 0.5, 0.75, 1, 1]);
    expect(rampShare(-1, 3)).toBe(0);
    expect(rampShare(0, 0)).toBe(1);
  });

  it('reps 12 + 10 and Jo (12, from 2027-02-10, 3 ramp months): 22, 25, 28, 31, 34, 34', () => {
    expect(capacityPlan(base).map((m) => m.capacity)).toEqual([22, 25, 28, 31, 34, 34]);
    expect(capacityPlan(base).map((m) => m.hireCapacity)).toEqual([0, 3, 6, 9, 12, 12]);
  });

  it('an archived hire adds nothing', () => {
    expect(capacityPlan({ ...base, hires: [{ ...jo, archived: true }] }).map((m) => m.capacity)).toEqual([22, 22, 22, 22, 22, 22]);
    expect(hireCapacityIn({ ...jo, archived: true }, '2027-06', 3)).toBe(0);
  });

  it("a hire's ramp, month by month, until full", () => {
    expect(hireRamp(jo, 3)).toEqual([
      { month: '2027-02', seats: 3 },
      { month: '2027-03', seats: 6 },
      { month: '2027-04', seats: 9 },
      { month: '2027-05', seats: 12 },
    ]);
  });
});

describe('demand with churn, and the gap', () => {
  it('clients carry over with churn; demand is clients times reps per client; gap is capacity minus demand', () => {
    const [jan, feb, mar] = round(capacityPlan(base));
    expect(jan).toMatchObject({ clients: 10, demand: 20, capacity: 22, gap: 2 });
    expect(feb).toMatchObject({ clients: 11, demand: 22, capacity: 25, gap: 3 });
    expect(mar).toMatchObject({ clients: 12.9, demand: 25.8, capacity: 28, gap: 2.2 });
  });

  it("a month's own churn replaces the assumption", () => {
    const plan = capacityPlan({ ...base, projections: base.projections.map((p) => (p.month === '2027-03' ? { ...p, churnPct: 0 } : p)) });
    expect(round(plan)[2]).toMatchObject({ clients: 14, demand: 28, gap: 0 });
  });

  it('a month with no projection takes the new clients of the assumption', () => {
    const plan = capacityPlan({ ...base, assumptions: { ...base.assumptions, newClientsPerMonth: 4 } });
    // April has no row: 12.9 × 0.9 + 4.
    expect(round(plan)[3].clients).toBe(15.6);
  });

  it('known clients: active and onboarding, onboarding ones from their month, nothing past the plan', () => {
    const known = knownClientsByMonth(
      [
        { status: 'active', onboardingDate: '2025-04-01' },
        { status: 'active', onboardingDate: '2027-05-02' },
        { status: 'onboarding', onboardingDate: null },
        { status: 'onboarding', onboardingDate: '2026-12-20' },
        { status: 'onboarding', onboardingDate: '2027-01-31' },
        { status: 'onboarding', onboardingDate: '2027-03-03' },
        { status: 'onboarding', onboardingDate: '2028-01-01' },
        { status: 'paused', onboardingDate: '2026-01-01' },
        { status: 'churned', onboardingDate: '2026-01-01' },
      ],
      months,
    );
    expect(known.map((k) => k.count)).toEqual([5, 0, 1, 0, 0, 0]);
  });
});

describe('assumptions: named inputs with units and bounds', () => {
  it('every assumption has a unit, bounds around its default, and a description', () => {
    for (const d of Object.values(assumptionCatalogue)) {
      expect(d.unit).not.toBe('');
      expect(d.min).toBeLessThanOrEqual(d.defaultValue);
      expect(d.defaultValue).toBeLessThanOrEqual(d.max);
      expect(d.description.length).toBeGreaterThan(10);
    }
  });

  it('refuses values out of bounds, fractions of whole units, and non-numbers', () => {
    expect(assumptionValueIssue('rampMonths', 3)).toBeNull();
    expect(assumptionValueIssue('rampMonths', -1)).toMatch(/between 0 and 12 months/);
    expect(assumptionValueIssue('rampMonths', 1.5)).toMatch(/whole number/);
    expect(assumptionValueIssue('monthlyChurnPct', 2.5)).toBeNull();
    expect(assumptionValueIssue('monthlyChurnPct', 51)).toMatch(/between 0 and 50 %/);
    expect(assumptionValueIssue('repsPerClient', Number.NaN)).toMatch(/must be a number/);
  });

  it('rows override the defaults; unknown keys are ignored', () => {
    expect(assumptionValues([{ key: 'rampMonths', val: 5 }, { key: 'other', val: 1 }])).toEqual({
      rampMonths: 5,
      repsPerClient: 2,
      monthlyChurnPct: 3,
      newClientsPerMonth: 4,
    });
  });
});

describe("a rep's load against capacity", () => {
  it('counts active and onboarding clients', () => {
    expect(repLoad([{ status: 'active' }, { status: 'onboarding' }, { status: 'paused' }, { status: 'churned' }])).toBe(2);
  });

  it('room under 80%, near from 80%, full at capacity, over above', () => {
    expect([7, 8, 10, 11].map((n) => loadLevel(n, 10))).toEqual(['room', 'near', 'full', 'over']);
    expect(loadLevel(0, 0)).toBe('full');
  });
});
