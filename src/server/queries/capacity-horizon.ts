import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { capacityPlan } from '../../domain/capacity/capacity-model';
import { loadStatuses } from '../../domain/capacity/rep-load';
import { addMonths, splitMonth } from '../../domain/time/year-months';
import type { Db } from '../db/client';
import { capacityProjections } from '../db/schema/capacity';
import { clients } from '../db/schema/clients';
import { monthlyProjections } from '../db/schema/revenue';
import type { JobHandler, JobSchedule } from '../jobs/job-runner';
import { capacityInputs, currentMonth, planMonths } from './capacity';

/**
 * A month enters the plan (decision 0029): its projection row (new clients
 * from the assumption, churn from the assumption) and its monthly goal (the
 * last goal set) are added, and the month that just ended keeps the clients
 * and capacity it had. Rows that exist are left alone: run it as often as
 * you like.
 */
export async function extendPlanHorizon(db: Db, today: Temporal.PlainDate = Temporal.Now.plainDateISO('UTC')) {
  const start = currentMonth(today);
  const months = planMonths(start);
  const { inputs } = await capacityInputs(db, months);
  const added = await db
    .insert(capacityProjections)
    .values(months.map((month) => ({ month, newClients: inputs.assumptions.newClientsPerMonth })))
    .onConflictDoNothing()
    .returning({ month: capacityProjections.month });

  const [last] = await db
    .select({ goal: monthlyProjections.goal })
    .from(monthlyProjections)
    .where(sql`${monthlyProjections.goal} is not null`)
    .orderBy(sql`${monthlyProjections.year} desc, ${monthlyProjections.month} desc`)
    .limit(1);
  const goals = await db
    .insert(monthlyProjections)
    .values(months.map((month) => ({ ...splitMonth(month), goal: last?.goal ?? null })))
    .onConflictDoNothing()
    .returning({ id: monthlyProjections.id });

  // The month that ended: what it had, as the plan counted it then.
  const ended = addMonths(start, -1);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(inArray(clients.status, [...loadStatuses]));
  const [capacity] = capacityPlan({ ...inputs, months: [ended] });
  const recorded = await db
    .update(capacityProjections)
    .set({ actualClients: n, actualCapacity: Math.round(capacity.capacity * 10) / 10, updatedAt: sql`now()`, version: sql`${capacityProjections.version} + 1` })
    .where(and(eq(capacityProjections.month, ended), isNull(capacityProjections.actualClients)))
    .returning({ id: capacityProjections.id });
  return { projectionsAdded: added.length, goalsAdded: goals.length, recorded: recorded.length };
}

export const capacityHorizonJob: JobHandler = ({ db }) => extendPlanHorizon(db);

/** Once a month, at the first look of the month. */
export const capacityHorizonSchedule: JobSchedule = {
  kind: 'capacity.horizon',
  occurrence: (now) => `capacity-horizon:${now.toISOString().slice(0, 7)}`,
};
