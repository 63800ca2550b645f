import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { usersToAssign } from '../../domain/teams/psm-assignment';
import { assignClientTeamMember, listClientTeam, unassignClientTeam, unassignClientTeamMember } from '../../domain/teams/team-member-endpoints';
import { requirePermission, staffOnly } from '../auth/guards';
import { clients, clientTeamMembers } from '../db/schema/clients';
import { bunchMembers } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadClientTeam, rolesOf } from '../queries/team-members';

export const teamMemberRoutes = new Hono<AppEnv>();

const editClients = [staffOnly, requirePermission('edit-clients')] as const;

async function existingClientId(c: Context<AppEnv>, id: number): Promise<number> {
  const [row] = await c.get('db').select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!row) throw notFound();
  return id;
}

// GET /api/clients/{id}/team/members: the client's team, each with their role.
route(teamMemberRoutes, listClientTeam, staffOnly, async (c, { params }) => loadClientTeam(c.get('db'), await existingClientId(c, params.id)));

// POST /api/clients/{id}/team/members {client, user}: assigns the user, and
// for a PSM the campaign strategist of their bunch too (spec 6). Answers the
// team and who was added: 201 when someone was, 200 when all already were.
route(teamMemberRoutes, assignClientTeamMember, ...editClients, async (c, { params, body: input }) => {
  const clientId = await existingClientId(c, params.id);
  if (input.client !== clientId) throw new HttpError(422, 'client must be the client of the address.', { fields: { client: 'Does not match the address.' } });
  const db = c.get('db');
  const [user] = await db.select().from(users).where(eq(users.id, input.user));
  if (!user || user.isGuest || !user.active) {
    throw new HttpError(422, 'Choose an active staff member.', { fields: { user: 'Choose an active staff member.' } });
  }
  const bunchIds = (await db.select({ bunchId: bunchMembers.bunchId }).from(bunchMembers).where(eq(bunchMembers.userId, user.id))).map((r) => r.bunchId);
  const memberships = bunchIds.length ? await db.select().from(bunchMembers).where(inArray(bunchMembers.bunchId, bunchIds)) : [];
  const candidates = [...new Set([user.id, ...memberships.map((m) => m.userId)])];
  const active = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, candidates), eq(users.active, true), eq(users.isGuest, false)));
  const roleMap = await rolesOf(db, candidates);
  const people = active.map((u) => ({ id: u.id, roles: roleMap.get(u.id) ?? [] }));
  const ids = usersToAssign(user.id, people, memberships);
  const inserted = await db
    .insert(clientTeamMembers)
    .values(ids.map((userId) => ({ clientId, userId })))
    .onConflictDoNothing()
    .returning({ id: clientTeamMembers.id });
  const members = await loadClientTeam(db, clientId);
  const addedIds = new Set(inserted.map((r) => r.id));
  const body = { members, added: members.filter((m) => addedIds.has(m.id)) };
  return inserted.length ? body : c.json(body, 200);
});

// DELETE /api/clients/{id}/team/members/{memberId}: unassigns one member.
route(teamMemberRoutes, unassignClientTeamMember, ...editClients, async (c, { params }) => {
  const clientId = await existingClientId(c, params.id);
  const memberId = params.memberId;
  const db = c.get('db');
  const removed = await db
    .delete(clientTeamMembers)
    .where(and(eq(clientTeamMembers.id, memberId), eq(clientTeamMembers.clientId, clientId)))
    .returning({ id: clientTeamMembers.id });
  if (!removed.length) throw notFound();
  return { members: await loadClientTeam(db, clientId) };
});

// DELETE /api/clients/{id}/team/members: unassigns everyone (the app asks first).
route(teamMemberRoutes, unassignClientTeam, ...editClients, async (c, { params }) => {
  const clientId = await existingClientId(c, params.id);
  const removed = await c.get('db').delete(clientTeamMembers).where(eq(clientTeamMembers.clientId, clientId)).returning({ id: clientTeamMembers.id });
  return { members: [], removed: removed.length };
});
