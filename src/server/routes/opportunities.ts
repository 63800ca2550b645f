import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { opportunityPatchSchema } from '../../domain/deals/opportunity-patch-schema';
import { assertClientAccess, staffOnly } from '../auth/guards';
import { opportunities } from '../db/schema/clients';
import { clientQuery } from '../http/client-query';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { idParam, validBody } from '../http/validate';
import { loadOpportunities, loadOpportunity } from '../queries/opportunities';

export const opportunityRoutes = new Hono<AppEnv>();

// GET /api/opportunities?client: a client's deals (guests: their own).
opportunityRoutes.get('/api/opportunities', async (c) => {
  const clientId = clientQuery(c);
  return c.json(await loadOpportunities(c.get('db'), clientId !== undefined ? eq(opportunities.clientId, clientId) : undefined));
});

opportunityRoutes.get('/api/opportunities/:id{[0-9]+}', async (c) => {
  const deal = await loadOpportunity(c.get('db'), idParam(c));
  if (!deal) throw notFound();
  assertClientAccess(c.get('user'), deal.clientId);
  return c.json(deal);
});

// PATCH /api/opportunities/{id} {contractType, fixedPayment, monthsCount,
// reoccurringAmount, revenue}: the shared schema refuses a revenue that
// breaks spec 5's rule (422); If-Match guards against lost updates (412).
opportunityRoutes.patch('/api/opportunities/:id{[0-9]+}', staffOnly, async (c) => {
  const id = idParam(c);
  const patch = await validBody(c, opportunityPatchSchema);
  const db = c.get('db');
  const current = await loadOpportunity(db, id);
  if (!current) throw notFound();
  const expected = ifMatchVersion(c);
  const same = (Object.keys(patch) as (keyof typeof patch)[]).every((k) => patch[k] === current[k]);
  if (same) {
    assertVersion(expected, current);
    return c.json(current);
  }
  await versionedUpdate(db, { table: opportunities, id, changes: patch, expected, current: () => loadOpportunity(db, id) });
  return c.json(await loadOpportunity(db, id));
});
