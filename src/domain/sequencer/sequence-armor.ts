import { normalizeStates, type CriteriaField, type ProfileCriteria } from './profile-criteria';

// Spec 5 and 9, the Sequence Armor. Decision 0027 reads the rules as:
// - always: revenue and employee ranges are never both chosen; chosen ranges
//   and management levels are consecutive in their lists; keywords and job
//   functions are never both kept;
// - the limits (3 revenue ranges, 5 employee ranges, 3 management levels)
//   apply when no exclusive company profile is chosen and the profile
//   reaches more than 3 states or all of them (stored as none).

/** Spec 9: profile limits. */
export const armorLimits = { states: 3, managementLevels: 3, revenueRanges: 3, employeeRanges: 5 } as const;

/** Spec 5, word for word: shown at the top for 6 seconds (spec 9) when the armor clears a choice. */
export const armorMessage =
  'Position and/or Size lay outside the Sequence Armor and may be deleted. If you wish to keep your profile as is and abandon any changes, please refresh your browser without saving.';

/** Spec 9: the warning toast stays 6 seconds. */
export const armorMessageMs = 6_000;

/** The lists in their order (by position): consecutive means neighbours here. */
export type ArmorOrder = {
  revenueRanges: readonly number[];
  employeeRanges: readonly number[];
  managementLevels: readonly number[];
  /** Every state's abbreviation: a choice of all of them is all states. */
  states: readonly string[];
};

export type ArmorField = 'companyRevenue' | 'companyEmployees' | 'managementLevels' | 'keywords' | 'jobFunctions';
export type ArmorViolations = Partial<Record<ArmorField, string>>;

/**
 * Spec 5: limitations apply when no exclusive company profile is chosen and
 * either more than 3 states or all states are selected (no state
 * restriction is all states).
 */
export function limitationsApply(c: Pick<ProfileCriteria, 'states' | 'exclusiveCompanyProfiles'>, allStates: readonly string[] = []): boolean {
  if (c.exclusiveCompanyProfiles.length > 0) return false;
  const states = normalizeStates(c.states, allStates);
  return states.length === 0 || states.length > armorLimits.states;
}

/** Chosen items sit next to each other in `order` (one or none always do; an unknown one never). */
export function isConsecutive(chosen: readonly number[], order: readonly number[]): boolean {
  if (chosen.length === 0) return true;
  const positions = [...new Set(chosen)].map((id) => order.indexOf(id)).sort((a, b) => a - b);
  if (positions[0] < 0) return false;
  return positions.every((p, i) => i === 0 || p === positions[i - 1] + 1);
}

function rangeRule(chosen: readonly number[], order: readonly number[], max: number, limited: boolean, noun: string): string | null {
  if (limited && chosen.length > max) return `Choose at most ${max} ${noun}.`;
  if (!isConsecutive(chosen, order)) return `Choose ${noun} that follow each other in the list.`;
  return null;
}

/** Every way the criteria break the armor, by field (the server's 422 names them). */
export function armorViolations(c: ProfileCriteria, order: ArmorOrder): ArmorViolations {
  const out: ArmorViolations = {};
  const limited = limitationsApply(c, order.states);
  if (c.companyRevenue.length > 0 && c.companyEmployees.length > 0) {
    const both = 'Choose revenue ranges or employee ranges, not both.';
    out.companyRevenue = both;
    out.companyEmployees = both;
  } else {
    const revenue = rangeRule(c.companyRevenue, order.revenueRanges, armorLimits.revenueRanges, limited, 'revenue ranges');
    if (revenue) out.companyRevenue = revenue;
    const employees = rangeRule(c.companyEmployees, order.employeeRanges, armorLimits.employeeRanges, limited, 'employee ranges');
    if (employees) out.companyEmployees = employees;
  }
  const levels = rangeRule(c.managementLevels, order.managementLevels, armorLimits.managementLevels, limited, 'management levels');
  if (levels) out.managementLevels = levels;
  if (c.keywords.length > 0 && c.jobFunctions.length > 0) {
    const both = 'Use keywords or job functions, not both.';
    out.keywords = both;
    out.jobFunctions = both;
  }
  return out;
}

export type ArmorOutcome = { criteria: ProfileCriteria; cleared: CriteriaField[] };

/**
 * The armor as the user picks (spec 5): all states become none; sizes that
 * break it are cleared (both lists), management levels that break it are
 * cleared, and of keywords and job functions the one just changed is kept
 * (both are cleared when neither was). `cleared` non-empty: show
 * armorMessage for armorMessageMs.
 */
export function applyArmor(next: ProfileCriteria, order: ArmorOrder, changed: readonly CriteriaField[] = []): ArmorOutcome {
  const criteria: ProfileCriteria = { ...next, states: normalizeStates(next.states, order.states) };
  const cleared: CriteriaField[] = [];
  const clear = (field: CriteriaField) => {
    if ((criteria[field] as unknown[]).length === 0) return;
    (criteria[field] as unknown[]) = [];
    cleared.push(field);
  };
  const broken = armorViolations(criteria, order);
  if (broken.companyRevenue || broken.companyEmployees) {
    clear('companyRevenue');
    clear('companyEmployees');
  }
  if (broken.managementLevels) clear('managementLevels');
  if (broken.keywords) {
    if (changed.includes('keywords') && !changed.includes('jobFunctions')) clear('jobFunctions');
    else if (changed.includes('jobFunctions') && !changed.includes('keywords')) clear('keywords');
    else {
      clear('keywords');
      clear('jobFunctions');
    }
  }
  return { criteria, cleared };
}
