import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProfileCriteria } from '../../domain/sequencer/profile-criteria';
import { firstTitleTokens, jobFunctionWords, titlePattern } from '../../domain/sequencer/prospect-matching';
import type { Db } from '../db/client';
import { pgArray } from '../db/pg-array';
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

// The title's words as its index holds them (schema/prospects.ts): every title the pattern matches holds
// one of the words' first tokens (firstTitleTokens), so the index narrows and the pattern decides.
const titleWords = sql`regexp_split_to_array(lower(coalesce(${prospects.title}, '')), '[^a-z0-9]+')`;
function titleHolds(words: readonly string[]): SQL {
  if (!words.length) return sql`false`;
  const pattern = sql`${prospects.title} ~* ${titlePattern(words)}`;
  const tokens = firstTitleTokens(words);
  return tokens ? sql`(${titleWords} && ${pgArray(tokens)}::text[] and ${pattern})` : pattern;
}

// The companies whose own fields hold: their ids, as an array the prospects' company index answers.
const companyIdsWhere = (condition: SQL) => sql`${prospects.companyId} = any(array(select ${companies.id} from ${companies} where ${condition}))`;

/**
 * The condition a prospect meets when it matches, on the prospect's own
 * columns only (no join), each one an index answers: the planner combines
 * them in a bitmap, so the estimate reads only the prospects that may match.
 */
export function matchCondition(m: MatchInput): SQL {
  const conditions: SQL[] = [eq(prospects.archived, false)];
  if (m.managementLevels.length) conditions.push(sql`${prospects.managementLevelId} = any(${pgArray(m.managementLevels)}::int[])`);
  if (m.industry.length) {
    // The prospect's industry, else its company's.
    const industries = sql`${pgArray(m.industry)}::int[]`;
    conditions.push(
      sql`(${prospects.industryId} = any(${industries}) or (${prospects.industryId} is null and ${companyIdsWhere(sql`${companies.industryId} = any(${industries})`)}))`,
    );
  }
  const sizes: SQL[] = [];
  if (m.companyRevenue.length) sizes.push(sql`${companies.revenueRangeId} = any(${pgArray(m.companyRevenue)}::int[])`);
  if (m.companyEmployees.length) sizes.push(sql`${companies.employeeRangeId} = any(${pgArray(m.companyEmployees)}::int[])`);
  if (sizes.length) conditions.push(companyIdsWhere(sql.join(sizes, sql` and `)));
  const states = [...new Set([...m.states, ...m.geoStates])];
  if (states.length) conditions.push(sql`${prospects.state} = any(${pgArray(states)}::text[])`);
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

// Past this many the estimate says "more than": 1,200 prospects a pair for over forty pairs. Counting
// stops there, so criteria that match most of a million prospects answer as fast as narrow ones.
export const estimateCap = 50_000;

/** How many prospects in the database match, counted up to `cap` + 1 (an estimate stops counting there). */
export async function countMatching(db: Db, m: MatchInput, cap = estimateCap): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${prospects} where ${matchCondition(m)} limit ${cap + 1}) matched`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
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
