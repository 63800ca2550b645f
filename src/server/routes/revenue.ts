import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  createUncommonDeal,
  deleteUncommonDeal,
  getWeeklyProjections,
  listDailyOnboardings,
  listMonthlyProjections,
  listUncommonDeals,
  patchDailyOnboardings,
  patchMonthlyProjection,
  patchUncommonDeal,
} from '../../domain/revenue/revenue-endpoints';
import { uncommonDealIssue } from '../../domain/revenue/revenue-schemas';
import { requirePermission, staffOnly } from '../auth/guards';
import { clients } from '../db/schema/clients';
import { dailyOnboardings, monthlyProjections, uncommonDeals } from '../db/schema/revenue';
import { ifMatchVersion, staleVersion, versionedUpdate } from '../db/versioned-update';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadDailyOnboardings, loadMonthlyProjection, loadMonthlyProjections, loadUncommonDeal, loadUncommonDeals, weeklyProjections } from '../queries/revenue';

export const revenueRoutes = new Hono<AppEnv>();

const planners = [staffOnly, requirePermission('plan-capacity')] as const;

const invalid = (field: string, message: string) => new HttpError(422, message, { fields: { [field]: message } });

async function assertClientExists(c: Context<AppEnv>, clientId: number | null | undefined) {
  if (clientId === null || clientId === undefined) return;
  const [row] = await c.get('db').select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw invalid('clientId', 'Choose an existing client, or none.');
}

route(revenueRoutes, listUncommonDeals, staffOnly, (c) => loadUncommonDeals(c.get('db')));

route(revenueRoutes, createUncommonDeal, ...planners, async (c, { body }) => {
  await assertClientExists(c, body.clientId);
  const db = c.get('db');
  const [row] = await db.insert(uncommonDeals).values(body).returning({ id: uncommonDeals.id });
  return loadUncommonDeal(db, row.id);
});

// The rule holds for the deal as it becomes; it is written only on the
// version it was checked against, so two partial edits cannot break it.
route(revenueRoutes, patchUncommonDeal, ...planners, async (c, { params, body }) => {
  const db = c.get('db');
  const current = await loadUncommonDeal(db, params.id);
  if (!current) throw notFound();
  const expected = ifMatchVersion(c);
  if (expected !== undefined && expected !== current.version) throw staleVersion(current);
  const next = { ...current, ...body };
  const issue = uncommonDealIssue(next);
  if (issue) throw invalid('revenue', issue);
  await assertClientExists(c, body.clientId);
  await versionedUpdate(db, {
    table: uncommonDeals,
    id: current.id,
    changes: body,
    expected: current.version,
    current: () => loadUncommonDeal(db, current.id),
  });
  return loadUncommonDeal(db, current.id);
});

// With If-Match, only the version seen is deleted (one statement, as versionedUpdate).
route(revenueRoutes, deleteUncommonDeal, ...planners, async (c, { params }) => {
  const db = c.get('db');
  const current = await loadUncommonDeal(db, params.id);
  if (!current) throw notFound();
  const expected = ifMatchVersion(c);
  const where = expected === undefined ? eq(uncommonDeals.id, current.id) : and(eq(uncommonDeals.id, current.id), eq(uncommonDeals.version, expected));
  const deleted = await db.delete(uncommonDeals).where(where).returning({ id: uncommonDeals.id });
  if (!deleted.length) {
    const now = await loadUncommonDeal(db, current.id);
    if (!now) throw notFound();
    throw staleVersion(now);
  }
  return current;
});

route(revenueRoutes, getWeeklyProjections, staffOnly, (c, { query }) => weeklyProjections(c.get('db'), query.year, query.month));

route(revenueRoutes, listMonthlyProjections, staffOnly, (c) => loadMonthlyProjections(c.get('db')));

route(revenueRoutes, patchMonthlyProjection, ...planners, async (c, { params, body }) => {
  const db = c.get('db');
  await versionedUpdate(db, {
    table: monthlyProjections,
    id: params.id,
    changes: { goal: body.goal, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: () => loadMonthlyProjection(db, params.id),
  });
  return (await loadMonthlyProjection(db, params.id))!;
});

route(revenueRoutes, listDailyOnboardings, staffOnly, (c, { query }) => loadDailyOnboardings(c.get('db'), query.year, query.month));

// Each day sent is set, in one statement (last write wins).
route(revenueRoutes, patchDailyOnboardings, ...planners, async (c, { body }) => {
  const rows = await c
    .get('db')
    .insert(dailyOnboardings)
    .values(body.days)
    .onConflictDoUpdate({
      target: dailyOnboardings.date,
      set: {
        count: sql`excluded.count`,
        revenue: sql`excluded.revenue`,
        version: sql`${dailyOnboardings.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return body.days.map((d) => {
    const r = byDate.get(d.date)!;
    return { date: r.date, count: r.count, revenue: r.revenue, version: r.version };
  });
});
