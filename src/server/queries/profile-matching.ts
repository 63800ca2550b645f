import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProfileCriteria } from '../../domain/sequencer/profile-criteria';
import { jobFunctionWords, titlePattern } from '../../domain/sequencer/prospect-matching';
import type { Db } from '../db/client';
import { jobFunctions } from '../db/schema/lookups';
import { companies, prospects } from '../db/schema/prospects';
import { exclusiveCompanyProfileCompanies, geoTargetProfileStates, profileProspects } from '../db/schema/sequencer';

// The rule of domain/sequencer/prospect-matching.ts in SQL (decision 0027):
// one pass over prospects joined to their companies.

export type MatchInput = ProfileCriteria & { geoStates: string[]; jobFunctionWords: string[] };

/** What the criteria need beyond their own ids: the geo-target profiles' states and the job functions' words. */
export async function resolveForMatching(db: Db, c: ProfileCriteria): Promise<MatchInput> {
  const geoStates = c.geotargetProfileIds.length
    ? (await db.select({ state: geoTargetProfileStates.state }).from(geoTargetProfileStates).where(inArray(geoTargetProfileStates.geoTargetProfileId, c.geotargetProfileIds))).map(
        (r) => r.state,
      )
    : [];
  const words = c.jobFunctions.length ? jobFunctionWords(c.jobFunctions, await db.select().from(jobFunctions)) : [];
  return { ...c, geoStates, jobFunctionWords: words };
}

const titleHolds = (words: readonly string[]) => (words.length ? sql`${prospects.title} ~* ${titlePattern(words)}` : sql`false`);

/** The condition a prospect (joined to its company as `companies`) meets when it matches. */
export function matchCondition(m: MatchInput): SQL {
  const conditions: SQL[] = [eq(prospects.archived, false)];
  if (m.managementLevels.length) conditions.push(inArray(prospects.managementLevelId, m.managementLevels));
  if (m.industry.length) conditions.push(inArray(sql`coalesce(${prospects.industryId}, ${companies.industryId})`, m.industry));
  if (m.companyRevenue.length) conditions.push(inArray(companies.revenueRangeId, m.companyRevenue));
  if (m.companyEmployees.length) conditions.push(inArray(companies.employeeRangeId, m.companyEmployees));
  const states = [...new Set([...m.states, ...m.geoStates])];
  if (states.length) conditions.push(inArray(prospects.state, states));
  if (m.exclusiveCompanyProfiles.length || m.individualDomains.length) {
    // The companies of the chosen profiles and domains, as an array: the prospects' company index answers it
    // (an OR of a subquery and the joined company's domain made every estimate read every prospect).
    const companyIds: SQL[] = [];
    if (m.exclusiveCompanyProfiles.length) {
      companyIds.push(
        sql`select ${exclusiveCompanyProfileCompanies.companyId} from ${exclusiveCompanyProfileCompanies} where ${inArray(exclusiveCompanyProfileCompanies.exclusiveCompanyProfileId, m.exclusiveCompanyProfiles)}`,
      );
    }
    if (m.individualDomains.length) companyIds.push(sql`select ${companies.id} from ${companies} where ${inArray(sql`lower(${companies.domain})`, m.individualDomains)}`);
    conditions.push(sql`${prospects.companyId} = any(array(${sql.join(companyIds, sql` union `)}))`);
  }
  if (m.keywords.length) conditions.push(titleHolds(m.keywords));
  if (m.jobFunctions.length) conditions.push(titleHolds(m.jobFunctionWords));
  return and(...conditions)!;
}

/** How many prospects in the database match. */
export async function countMatching(db: Db, m: MatchInput): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(matchCondition(m));
  return row?.n ?? 0;
}

/** The profile's prospects, and how many of them would no longer match. */
export async function countProfileMismatch(db: Db, profileId: number, m: MatchInput): Promise<{ total: number; mismatched: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mismatched: sql<number>`count(*) filter (where not coalesce((${matchCondition(m)}), false))::int`,
    })
    .from(profileProspects)
    .innerJoin(prospects, eq(prospects.id, profileProspects.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(eq(profileProspects.profileId, profileId));
  return { total: row?.total ?? 0, mismatched: row?.mismatched ?? 0 };
}

/** The profile's prospects that no longer match, as removals record them. */
export async function mismatchedProspects(db: Db, profileId: number, m: MatchInput) {
  return db
    .select({
      id: prospects.id,
      email: prospects.email,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      title: prospects.title,
      company: companies.name,
    })
    .from(profileProspects)
    .innerJoin(prospects, eq(prospects.id, profileProspects.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(profileProspects.profileId, profileId), sql`not coalesce((${matchCondition(m)}), false)`));
}
