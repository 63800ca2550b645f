import { emptyCriteria, type ProfileCriteria } from '../../domain/sequencer/profile-criteria';
import { armorViolations, type ArmorOrder } from '../../domain/sequencer/sequence-armor';
import type { Random } from './random';

// Demo targeting: every kind of criteria a strategist picks, each profile
// within the Sequence Armor (spec 5).

export const regionStates: Record<string, string[]> = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NY', 'NJ', 'PA'],
  Southeast: ['FL', 'GA', 'SC', 'NC', 'VA', 'TN', 'AL'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'MN', 'IA', 'MO'],
  Southwest: ['AZ', 'NM', 'TX', 'OK'],
  'West Coast': ['CA', 'OR', 'WA'],
  'Mountain States': ['CO', 'UT', 'ID', 'MT', 'WY', 'NV'],
};

export type CriteriaChoices = {
  order: ArmorOrder;
  industryIds: number[];
  jobFunctionIds: number[];
  geoIds: number[];
  ecpIds: number[];
  domains: string[];
};

const titleKeywords = ['Director', 'VP', 'Manager', 'Head', 'Chief', 'Operations', 'Controller'];

/** A run of `length` neighbours in `order`. */
function run<T>(rnd: Random, order: readonly T[], length: number): T[] {
  const n = Math.min(length, order.length);
  const start = rnd.int(0, order.length - n);
  return order.slice(start, start + n);
}

export function demoCriteria(rnd: Random, o: CriteriaChoices): ProfileCriteria {
  const c = emptyCriteria();
  const geography = rnd.next();
  if (geography < 0.4) c.states = rnd.pickSome(o.order.states, rnd.int(1, 3));
  else if (geography < 0.55 && o.geoIds.length) c.geotargetProfileIds = rnd.pickSome(o.geoIds, 1);
  else if (geography < 0.7 && o.ecpIds.length) {
    c.exclusiveCompanyProfiles = rnd.pickSome(o.ecpIds, rnd.int(1, 2));
    if (rnd.chance(0.5)) c.states = rnd.pickSome(o.order.states, rnd.int(4, 8));
  }
  const size = rnd.next();
  if (size < 0.45) c.companyRevenue = run(rnd, o.order.revenueRanges, rnd.int(1, 3));
  else if (size < 0.75) c.companyEmployees = run(rnd, o.order.employeeRanges, rnd.int(1, 5));
  if (rnd.chance(0.7)) c.managementLevels = run(rnd, o.order.managementLevels, rnd.int(1, 3));
  const position = rnd.next();
  if (position < 0.35) c.keywords = rnd.pickSome(titleKeywords, rnd.int(1, 3));
  else if (position < 0.6) c.jobFunctions = rnd.pickSome(o.jobFunctionIds, rnd.int(1, 2));
  if (rnd.chance(0.5)) c.industry = rnd.pickSome(o.industryIds, rnd.int(1, 4));
  if (rnd.chance(0.1) && o.domains.length) c.individualDomains = rnd.pickSome(o.domains, rnd.int(1, 3));
  // Never seed a profile the server would refuse.
  const broken = armorViolations(c, o.order);
  if (broken.companyRevenue || broken.companyEmployees) [c.companyRevenue, c.companyEmployees] = [[], []];
  if (broken.managementLevels) c.managementLevels = [];
  return c;
}

/**
 * A client's first profile reaches widely (all states, the armor's limits)
 * and so holds prospects in every Outreach state and a few mismatched ones.
 */
export function broadCriteria(rnd: Random, o: CriteriaChoices): ProfileCriteria {
  const c = emptyCriteria();
  c.managementLevels = run(rnd, o.order.managementLevels, 3);
  if (rnd.chance(0.5)) c.companyRevenue = run(rnd, o.order.revenueRanges, 3);
  else c.companyEmployees = run(rnd, o.order.employeeRanges, 5);
  return c;
}
