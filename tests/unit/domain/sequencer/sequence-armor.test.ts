// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyCriteria, normalizeStates, type ProfileCriteria } from '../../../../src/domain/sequencer/profile-criteria';
import {
  applyArmor,
  armorLimits,
  armorMessage,
  armorMessageMs,
  armorViolations,
  isConsecutive,
  limitationsApply,
  type ArmorOrder,
} from '../../../../src/domain/sequencer/sequence-armor';

// The lookups as seeded: ids in list order (position 1, 2, …).
const allStates = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'NY', 'NJ', 'TX'];
const order: ArmorOrder = {
  revenueRanges: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  employeeRanges: [11, 12, 13, 14, 15, 16, 17, 18],
  managementLevels: [21, 22, 23, 24, 25, 26],
  states: allStates,
};
const criteria = (c: Partial<ProfileCriteria>): ProfileCriteria => ({ ...emptyCriteria(), ...c });

describe('spec 9: the profile limits', () => {
  it('are 3 states, 3 management levels, 3 revenue ranges and 5 employee ranges', () => {
    expect(armorLimits).toEqual({ states: 3, managementLevels: 3, revenueRanges: 3, employeeRanges: 5 });
  });
});

describe('spec 5: the state limitation', () => {
  it('applies without an exclusive company profile to more than 3 states, and to all states', () => {
    expect(limitationsApply(criteria({ states: ['NY', 'NJ', 'CT'] }), allStates)).toBe(false);
    expect(limitationsApply(criteria({ states: ['NY', 'NJ', 'CT', 'TX'] }), allStates)).toBe(true);
    expect(limitationsApply(criteria({ states: allStates }), allStates)).toBe(true);
    // No state restriction is all states.
    expect(limitationsApply(criteria({ states: [] }), allStates)).toBe(true);
  });

  it('does not apply with an exclusive company profile, for 3 states or all of them', () => {
    expect(limitationsApply(criteria({ exclusiveCompanyProfiles: [7], states: ['NY', 'NJ', 'CT'] }), allStates)).toBe(false);
    expect(limitationsApply(criteria({ exclusiveCompanyProfiles: [7], states: ['NY', 'NJ', 'CT', 'TX'] }), allStates)).toBe(false);
    expect(limitationsApply(criteria({ exclusiveCompanyProfiles: [7], states: allStates }), allStates)).toBe(false);
    expect(limitationsApply(criteria({ exclusiveCompanyProfiles: [7] }), allStates)).toBe(false);
  });

  it('stores all states as none (no state restriction)', () => {
    expect(normalizeStates([...allStates].reverse(), allStates)).toEqual([]);
    expect(normalizeStates(['ny', 'CT', 'NY'], allStates)).toEqual(['CT', 'NY']);
    expect(applyArmor(criteria({ states: allStates }), order).criteria.states).toEqual([]);
  });
});

describe('spec 5: the profile size rule', () => {
  it('never takes revenue and employee ranges both, with or without limitations', () => {
    const both = armorViolations(criteria({ companyRevenue: [1], companyEmployees: [11] }), order);
    expect(Object.keys(both).sort()).toEqual(['companyEmployees', 'companyRevenue']);
    const narrow = armorViolations(criteria({ companyRevenue: [1], companyEmployees: [11], exclusiveCompanyProfiles: [7] }), order);
    expect(Object.keys(narrow).sort()).toEqual(['companyEmployees', 'companyRevenue']);
  });

  it('takes at most 3 revenue ranges and 5 employee ranges where limitations apply', () => {
    expect(armorViolations(criteria({ companyRevenue: [1, 2, 3] }), order)).toEqual({});
    expect(armorViolations(criteria({ companyRevenue: [1, 2, 3, 4] }), order)).toHaveProperty('companyRevenue');
    expect(armorViolations(criteria({ companyEmployees: [11, 12, 13, 14, 15] }), order)).toEqual({});
    expect(armorViolations(criteria({ companyEmployees: [11, 12, 13, 14, 15, 16] }), order)).toHaveProperty('companyEmployees');
    // Narrowed by 3 states or an exclusive company profile: more are fine.
    expect(armorViolations(criteria({ companyRevenue: [1, 2, 3, 4], states: ['NY'] }), order)).toEqual({});
    expect(armorViolations(criteria({ companyEmployees: [11, 12, 13, 14, 15, 16], exclusiveCompanyProfiles: [7] }), order)).toEqual({});
  });

  it('takes consecutive ranges only', () => {
    expect(isConsecutive([3, 1, 2], order.revenueRanges)).toBe(true);
    expect(isConsecutive([1, 3], order.revenueRanges)).toBe(false);
    expect(isConsecutive([99], order.revenueRanges)).toBe(false);
    expect(isConsecutive([], order.revenueRanges)).toBe(true);
    expect(armorViolations(criteria({ companyRevenue: [1, 3] }), order)).toHaveProperty('companyRevenue');
    expect(armorViolations(criteria({ companyEmployees: [12, 14], states: ['NY'] }), order)).toHaveProperty('companyEmployees');
  });
});

describe('spec 5: management levels', () => {
  it('are at most 3 where limitations apply, and consecutive', () => {
    expect(armorViolations(criteria({ managementLevels: [22, 23, 24] }), order)).toEqual({});
    expect(armorViolations(criteria({ managementLevels: [22, 23, 24, 25] }), order)).toHaveProperty('managementLevels');
    expect(armorViolations(criteria({ managementLevels: [22, 24] }), order)).toHaveProperty('managementLevels');
    expect(armorViolations(criteria({ managementLevels: [22, 23, 24, 25], states: ['TX'] }), order)).toEqual({});
  });
});

describe('spec 5: keywords and job functions', () => {
  it('are never both kept: the one just picked stays, else both are cleared', () => {
    expect(armorViolations(criteria({ keywords: ['VP'], jobFunctions: [5] }), order)).toEqual({
      keywords: expect.any(String),
      jobFunctions: expect.any(String),
    });
    const picked = applyArmor(criteria({ keywords: ['VP'], jobFunctions: [5] }), order, ['keywords']);
    expect(picked.criteria).toMatchObject({ keywords: ['VP'], jobFunctions: [] });
    expect(picked.cleared).toEqual(['jobFunctions']);
    const other = applyArmor(criteria({ keywords: ['VP'], jobFunctions: [5] }), order, ['jobFunctions']);
    expect(other.criteria).toMatchObject({ keywords: [], jobFunctions: [5] });
    const loaded = applyArmor(criteria({ keywords: ['VP'], jobFunctions: [5] }), order);
    expect(loaded.criteria).toMatchObject({ keywords: [], jobFunctions: [] });
  });
});

describe('the armor as the user picks', () => {
  it('clears the sizes when limits are exceeded, and says so for 6 seconds', () => {
    const out = applyArmor(criteria({ companyRevenue: [1, 2, 3, 4] }), order, ['companyRevenue']);
    expect(out.criteria.companyRevenue).toEqual([]);
    expect(out.cleared).toEqual(['companyRevenue']);
    expect(armorMessageMs).toBe(6_000);
    expect(armorMessage).toBe(
      'Position and/or Size lay outside the Sequence Armor and may be deleted. If you wish to keep your profile as is and abandon any changes, please refresh your browser without saving.',
    );
  });

  it('clears the sizes when a change of geography makes the limits apply', () => {
    const narrow = criteria({ companyRevenue: [1, 2, 3, 4], exclusiveCompanyProfiles: [7] });
    expect(applyArmor(narrow, order).cleared).toEqual([]);
    const out = applyArmor({ ...narrow, exclusiveCompanyProfiles: [] }, order, ['exclusiveCompanyProfiles']);
    expect(out.criteria.companyRevenue).toEqual([]);
    expect(out.cleared).toEqual(['companyRevenue']);
  });

  it('clears both size lists when both are chosen, and breaking management levels', () => {
    const out = applyArmor(criteria({ companyRevenue: [1], companyEmployees: [11], managementLevels: [21, 23] }), order);
    expect(out.criteria).toMatchObject({ companyRevenue: [], companyEmployees: [], managementLevels: [] });
    expect(out.cleared).toEqual(['companyRevenue', 'companyEmployees', 'managementLevels']);
  });

  it('keeps criteria within the armor as they are', () => {
    const fine = criteria({ companyEmployees: [12, 13], managementLevels: [23, 24], keywords: ['Director'], states: ['NY'] });
    expect(applyArmor(fine, order)).toEqual({ criteria: fine, cleared: [] });
  });
});
