import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { BreakdownBucket, MeetingBreakdown } from '../../domain/meetings/breakdown-types';
import type { Db } from '../db/client';
import { employeeRanges, industries, managementLevels, revenueRanges } from '../db/schema/lookups';
import { meetings } from '../db/schema/meetings';
import { companies, prospects } from '../db/schema/prospects';

export type BreakdownFilter = { clientId: number; startDate?: string; endDate?: string; sequenceProfileId?: number };

type Row = { id: number | null; label: string | null; position: number | null; count: number };

// Lookups in their list order, industries by size; "Unknown" last.
function toBuckets(rows: Row[], byPosition: boolean): BreakdownBucket[] {
  const known = rows.filter((r) => r.id !== null);
  known.sort((a, b) => (byPosition ? (a.position ?? 0) - (b.position ?? 0) : b.count - a.count || String(a.label).localeCompare(String(b.label))));
  const unknown = rows.filter((r) => r.id === null).reduce((n, r) => n + r.count, 0);
  const buckets = known.map((r) => ({ id: r.id, label: r.label ?? 'Unknown', count: r.count }));
  return unknown ? [...buckets, { id: null, label: 'Unknown', count: unknown }] : buckets;
}

/**
 * Spec 3, breakdown: a client's non-deleted meetings counted by the
 * prospect's management level and the company's industry, employee range
 * and revenue range. Meetings whose prospect lacks one count as "Unknown".
 */
export async function loadMeetingBreakdown(db: Db, f: BreakdownFilter): Promise<MeetingBreakdown> {
  const conditions: SQL[] = [eq(meetings.clientId, f.clientId), eq(meetings.deleted, false)];
  if (f.startDate) conditions.push(gte(meetings.date, f.startDate));
  if (f.endDate) conditions.push(lte(meetings.date, f.endDate));
  if (f.sequenceProfileId !== undefined) conditions.push(eq(meetings.sequenceProfileId, f.sequenceProfileId));
  const where = and(...conditions);

  const joined = () =>
    db
      .select({ id: sql<number | null>`dim.id`, label: sql<string | null>`dim.label`, position: sql<number | null>`dim.position`, count: count() })
      .from(meetings)
      .leftJoin(prospects, eq(prospects.id, meetings.prospectId))
      .leftJoin(companies, eq(companies.id, prospects.companyId));

  const industryId = sql`coalesce(${prospects.industryId}, ${companies.industryId})`;
  const [levels, industryRows, employees, revenues, [{ total }]] = await Promise.all([
    joined()
      .leftJoin(sql`(select ${managementLevels.id} as id, ${managementLevels.name} as label, ${managementLevels.position} as position from ${managementLevels}) dim`, sql`dim.id = ${prospects.managementLevelId}`)
      .where(where)
      .groupBy(sql`dim.id, dim.label, dim.position`),
    joined()
      .leftJoin(sql`(select ${industries.id} as id, ${industries.name} as label, null::int as position from ${industries}) dim`, sql`dim.id = ${industryId}`)
      .where(where)
      .groupBy(sql`dim.id, dim.label, dim.position`),
    joined()
      .leftJoin(sql`(select ${employeeRanges.id} as id, ${employeeRanges.label} as label, ${employeeRanges.position} as position from ${employeeRanges}) dim`, sql`dim.id = ${companies.employeeRangeId}`)
      .where(where)
      .groupBy(sql`dim.id, dim.label, dim.position`),
    joined()
      .leftJoin(sql`(select ${revenueRanges.id} as id, ${revenueRanges.label} as label, ${revenueRanges.position} as position from ${revenueRanges}) dim`, sql`dim.id = ${companies.revenueRangeId}`)
      .where(where)
      .groupBy(sql`dim.id, dim.label, dim.position`),
    db.select({ total: count() }).from(meetings).where(where),
  ]);
  return {
    total,
    management_level: toBuckets(levels, true),
    industry: toBuckets(industryRows, false),
    employee_range: toBuckets(employees, true),
    revenue_range: toBuckets(revenues, true),
  };
}
