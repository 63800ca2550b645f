import { asc, eq, type SQL } from 'drizzle-orm';
import type { ContractType } from '../../domain/deals/deal-revenue';
import type { Opportunity } from '../../domain/deals/opportunity-types';
import type { Db } from '../db/client';
import { opportunities } from '../db/schema/clients';

export async function loadOpportunities(db: Db, where?: SQL): Promise<Opportunity[]> {
  const rows = await db.select().from(opportunities).where(where).orderBy(asc(opportunities.name), asc(opportunities.id));
  return rows.map((o) => ({
    id: o.id,
    clientId: o.clientId,
    meetingId: o.meetingId,
    name: o.name,
    contractType: o.contractType as ContractType,
    fixedPayment: o.fixedPayment,
    monthsCount: o.monthsCount,
    reoccurringAmount: o.reoccurringAmount,
    revenue: o.revenue,
    version: o.version,
  }));
}

export async function loadOpportunity(db: Db, id: number): Promise<Opportunity | null> {
  return (await loadOpportunities(db, eq(opportunities.id, id)))[0] ?? null;
}
