import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { ContractType } from '../../domain/deals/deal-revenue';
import { revenueEvents, type DatedAmount } from '../../domain/revenue/revenue-events';
import { noRevenue, revenueByMonth, weeklyRevenue } from '../../domain/revenue/revenue-sums';
import type { DailyOnboarding, MonthlyProjection, UncommonDeal, WeeklyProjections } from '../../domain/revenue/revenue-types';
import { daysOfMonth, yearMonth } from '../../domain/time/year-months';
import type { Db } from '../db/client';
import { clients, opportunities } from '../db/schema/clients';
import { dailyOnboardings, monthlyProjections, uncommonDeals } from '../db/schema/revenue';
import { currentMonth } from './capacity';

export async function loadUncommonDeals(db: Db, where?: SQL): Promise<UncommonDeal[]> {
  const rows = await db
    .select({ deal: uncommonDeals, clientName: clients.name })
    .from(uncommonDeals)
    .leftJoin(clients, eq(clients.id, uncommonDeals.clientId))
    .where(where)
    .orderBy(desc(uncommonDeals.date), desc(uncommonDeals.id));
  return rows.map(({ deal: d, clientName }) => ({
    id: d.id,
    name: d.name,
    clientId: d.clientId,
    clientName: d.clientId === null ? null : clientName,
    date: d.date,
    revenue: d.revenue,
    thisMonthRec: d.thisMonthRec,
    nextMonthRec: d.nextMonthRec,
    version: d.version,
  }));
}

export const loadUncommonDeal = async (db: Db, id: number) => (await loadUncommonDeals(db, eq(uncommonDeals.id, id)))[0];

/** Every dated amount of the revenue model (decision 0029). */
export async function loadRevenueEvents(db: Db, start = currentMonth()): Promise<DatedAmount[]> {
  const [deals, uncommon, days] = await Promise.all([
    db
      .select({
        contractType: opportunities.contractType,
        fixedPayment: opportunities.fixedPayment,
        monthsCount: opportunities.monthsCount,
        reoccurringAmount: opportunities.reoccurringAmount,
        clientStatus: clients.status,
        onboardingDate: clients.onboardingDate,
      })
      .from(opportunities)
      .innerJoin(clients, eq(clients.id, opportunities.clientId)),
    db.select().from(uncommonDeals),
    db.select({ date: dailyOnboardings.date, revenue: dailyOnboardings.revenue }).from(dailyOnboardings),
  ]);
  return revenueEvents({
    currentMonth: start,
    deals: deals.map((d) => ({ ...d, contractType: d.contractType as ContractType })),
    uncommonDeals: uncommon,
    onboardings: days,
  });
}

type MonthlyRow = typeof monthlyProjections.$inferSelect;

function withRevenue(rows: MonthlyRow[], events: DatedAmount[]): MonthlyProjection[] {
  const byMonth = revenueByMonth(events);
  return rows.map((r) => ({
    id: r.id,
    month: r.month,
    year: r.year,
    goal: r.goal,
    version: r.version,
    ...(byMonth.get(yearMonth(r.year, r.month)) ?? noRevenue()),
  }));
}

/** GET /api/revenue/monthly-projections: every planned month, oldest first. */
export async function loadMonthlyProjections(db: Db, where?: SQL): Promise<MonthlyProjection[]> {
  const [rows, events] = await Promise.all([
    db.select().from(monthlyProjections).where(where).orderBy(asc(monthlyProjections.year), asc(monthlyProjections.month)),
    loadRevenueEvents(db),
  ]);
  return withRevenue(rows, events);
}

export const loadMonthlyProjection = async (db: Db, id: number) => (await loadMonthlyProjections(db, eq(monthlyProjections.id, id)))[0];

export async function weeklyProjections(db: Db, year: number, month: number): Promise<WeeklyProjections> {
  const [[row], events] = await Promise.all([
    db.select().from(monthlyProjections).where(and(eq(monthlyProjections.year, year), eq(monthlyProjections.month, month))),
    loadRevenueEvents(db),
  ]);
  const weeks = weeklyRevenue(yearMonth(year, month), events);
  const totals = noRevenue();
  for (const w of weeks) {
    totals.deals += w.deals;
    totals.uncommon += w.uncommon;
    totals.onboardings += w.onboardings;
    totals.total += w.total;
  }
  return { asOf: new Date().toISOString(), month, year, projectionId: row?.id ?? null, goal: row?.goal ?? null, weeks, ...totals };
}

/** Every day of a month, with 0 for days that have no row. */
export async function loadDailyOnboardings(db: Db, year: number, month: number): Promise<DailyOnboarding[]> {
  const days = daysOfMonth(yearMonth(year, month));
  const rows = await db
    .select()
    .from(dailyOnboardings)
    .where(and(gte(dailyOnboardings.date, days[0]), lte(dailyOnboardings.date, days[days.length - 1])));
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return days.map((date) => {
    const r = byDate.get(date);
    return { date, count: r?.count ?? 0, revenue: r?.revenue ?? 0, version: r?.version ?? 0 };
  });
}
