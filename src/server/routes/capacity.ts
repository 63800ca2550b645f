import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { assumptionValueIssue, isAssumptionKey } from '../../domain/capacity/assumptions';
import { createHire, listAssumptions, listHires, listProjections, patchAssumption, patchHire, patchProjection } from '../../domain/capacity/capacity-endpoints';
import { requirePermission, staffOnly } from '../auth/guards';
import { capacityAssumptions, capacityHires, capacityProjections } from '../db/schema/capacity';
import { ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { assumptionOf, currentMonth, hireOf, loadAssumptions, loadHire, loadHires, loadProjection, projectionsAnswer } from '../queries/capacity';

export const capacityRoutes = new Hono<AppEnv>();

// Spec 6 and issue 23: staff read the plan; super-admins and Directors of
// Strategic Operations (plan-capacity) change it; guests get nothing.
const planners = [staffOnly, requirePermission('plan-capacity')] as const;

const invalid = (field: string, message: string) => new HttpError(422, message, { fields: { [field]: message } });

route(capacityRoutes, listAssumptions, staffOnly, (c) => loadAssumptions(c.get('db')));

route(capacityRoutes, patchAssumption, ...planners, async (c, { params, body }) => {
  const db = c.get('db');
  const [row] = await db.select().from(capacityAssumptions).where(eq(capacityAssumptions.id, params.id));
  if (!row || !isAssumptionKey(row.key)) throw notFound();
  const issue = assumptionValueIssue(row.key, body.val);
  if (issue) throw invalid('val', issue);
  const updated = await versionedUpdate(db, {
    table: capacityAssumptions,
    id: row.id,
    changes: { val: body.val, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: async () => (await loadAssumptions(db, eq(capacityAssumptions.id, row.id)))[0],
  });
  return assumptionOf(updated)!;
});

route(capacityRoutes, listProjections, staffOnly, (c) => projectionsAnswer(c.get('db')));

// Months before the current one are history: what was recorded stays.
route(capacityRoutes, patchProjection, ...planners, async (c, { params, body }) => {
  const db = c.get('db');
  const [row] = await db.select().from(capacityProjections).where(eq(capacityProjections.id, params.id));
  if (!row) throw notFound();
  if (row.month < currentMonth()) throw new HttpError(422, 'This month is history: only the current month and later ones can be changed.');
  await versionedUpdate(db, {
    table: capacityProjections,
    id: row.id,
    changes: { ...body, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: () => loadProjection(db, row.id),
  });
  return (await loadProjection(db, row.id))!;
});

route(capacityRoutes, listHires, staffOnly, (c) => loadHires(c.get('db')));

route(capacityRoutes, createHire, ...planners, async (c, { body }) => {
  const [row] = await c.get('db').insert(capacityHires).values(body).returning();
  return hireOf(row);
});

route(capacityRoutes, patchHire, ...planners, async (c, { params, body }) => {
  const db = c.get('db');
  const updated = await versionedUpdate(db, {
    table: capacityHires,
    id: params.id,
    changes: { ...body, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: () => loadHire(db, params.id),
  });
  return hireOf(updated);
});
