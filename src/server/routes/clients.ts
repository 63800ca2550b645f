import { and, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { assertClientAccess } from '../auth/guards';
import { clients, clientTeamMembers } from '../db/schema/clients';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { boolQuery, intQuery } from '../http/query';
import { idParam } from '../http/validate';
import { loadClient, loadClients } from '../queries/clients';

export const clientRoutes = new Hono<AppEnv>();

// Clients a meeting can be booked for: not paused, not churned.
const bookableStatuses = ['active', 'onboarding'];

// GET /api/clients: ?meetings=1 (bookable), ?unassigned=1 (no team member),
// ?user={id} (on that user's team), ?onboarding-month=YYYY-MM. Guests get
// their own client only.
clientRoutes.get('/api/clients', async (c) => {
  const user = c.get('user');
  const conditions: SQL[] = [];
  if (user.isGuest) conditions.push(eq(clients.id, user.clientId ?? -1));
  if (boolQuery(c, 'meetings')) conditions.push(inArray(clients.status, bookableStatuses));
  const assignedIds = c.get('db').select({ id: clientTeamMembers.clientId }).from(clientTeamMembers);
  if (boolQuery(c, 'unassigned')) conditions.push(notInArray(clients.id, assignedIds));
  const userId = intQuery(c, 'user');
  if (userId !== undefined) {
    conditions.push(
      inArray(clients.id, c.get('db').select({ id: clientTeamMembers.clientId }).from(clientTeamMembers).where(eq(clientTeamMembers.userId, userId))),
    );
  }
  const month = c.req.query('onboarding-month');
  if (month !== undefined) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      throw new HttpError(422, 'onboarding-month must be YYYY-MM.', { fields: { 'onboarding-month': 'Use YYYY-MM.' } });
    }
    conditions.push(like(sql`${clients.onboardingDate}::text`, `${month}-%`));
  }
  return c.json(await loadClients(c.get('db'), conditions.length ? and(...conditions) : undefined));
});

clientRoutes.get('/api/clients/:id{[0-9]+}', async (c) => {
  const id = idParam(c);
  assertClientAccess(c.get('user'), id);
  const client = await loadClient(c.get('db'), id);
  if (!client) throw notFound();
  return c.json(client);
});
