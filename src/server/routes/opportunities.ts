import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getOpportunity, listOpportunities, patchOpportunity } from '../../domain/deals/opportunity-endpoints';
import { assertClientAccess, staffOnly } from '../auth/guards';
import { opportunities } from '../db/schema/clients';
import { clientOf } from '../http/client-query';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { route } from '../http/route';
import { loadOpportunities, loadOpportunity } from '../queries/opportunities';

export const opportunityRoutes = new Hono<AppEnv>();

// GET /api/opportunities?client: a client's deals (guests: their own).
route(opportunityRoutes, listOpportunities, (c, { query }) => {
  const clientId = clientOf(c.get('user'), query.client);
  return loadOpportunities(c.get('db'), clientId !== undefined ? eq(opportunities.clientId, clientId) : undefined);
});

route(opportunityRoutes, getOpportunity, async (c, { params }) => {
  const deal = await loadOpportunity(c.get('db'), params.id);
  if (!deal) throw notFound();
  assertClientAccess(c.get('user'), deal.clientId);
  return deal;
});

// PATCH /api/opportunities/{id} {contractType, fixedPayment, monthsCount,
// reoccurringAmount, revenue}: the shared schema refuses a revenue that
// breaks spec 5's rule (422); If-Match guards against lost updates (412).
route(opportunityRoutes, patchOpportunity, staffOnly, async (c, { params: { id }, body: patch }) => {
  const db = c.get('db');
  const current = await loadOpportunity(db, id);
  if (!current) throw notFound();
  const expected = ifMatchVersion(c);
  const same = (Object.keys(patch) as (keyof typeof patch)[]).every((k) => patch[k] === current[k]);
  if (same) {
    assertVersion(expected, current);
    return current;
  }
  await versionedUpdate(db, { table: opportunities, id, changes: patch, expected, current: () => loadOpportunity(db, id) });
  return (await loadOpportunity(db, id))!;
});
