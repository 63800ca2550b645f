import { and, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { assertClientAccess } from '../auth/guards';
import { clients, clientTeamMembers } from '../db/schema/clients';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { getClient, listClients } from '../../domain/clients/client-endpoints';
import { loadClient, loadClients } from '../queries/clients';

export const clientRoutes = new Hono<AppEnv>();

// Clients a meeting can be booked for: not paused, not churned.
const bookableStatuses = ['active', 'onboarding'];

// GET /api/clients: ?meetings=1 (bookable), ?unassigned=1 (no team member),
// ?user={id} (on that user's team), ?onboarding-month=YYYY-MM. Guests get
// their own client only.
route(clientRoutes, listClients, async (c, { query }) => {
  const user = c.get('user');
  const conditions: SQL[] = [];
  if (user.isGuest) conditions.push(eq(clients.id, user.clientId ?? -1));
  if (query.meetings) conditions.push(inArray(clients.status, bookableStatuses));
  const assignedIds = c.get('db').select({ id: clientTeamMembers.clientId }).from(clientTeamMembers);
  if (query.unassigned) conditions.push(notInArray(clients.id, assignedIds));
  const userId = query.user;
  if (userId !== undefined) {
    conditions.push(
      inArray(clients.id, c.get('db').select({ id: clientTeamMembers.clientId }).from(clientTeamMembers).where(eq(clientTeamMembers.userId, userId))),
    );
  }
  const month = query['onboarding-month'];
  if (month !== undefined) conditions.push(like(sql`${clients.onboardingDate}::text`, `${month}-%`));
  return loadClients(c.get('db'), conditions.length ? and(...conditions) : undefined);
});

route(clientRoutes, getClient, async (c, { params }) => {
  assertClientAccess(c.get('user'), params.id);
  const client = await loadClient(c.get('db'), params.id);
  if (!client) throw notFound();
  return client;
});
