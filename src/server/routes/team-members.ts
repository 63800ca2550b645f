import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { usersToAssign } from '../../domain/teams/psm-assignment';
import { teamMemberSchema } from '../../domain/teams/team-member-schema';
import type { TeamAssignment } from '../../domain/teams/team-member-types';
import { requirePermission, staffOnly } from '../auth/guards';
import { clients, clientTeamMembers } from '../db/schema/clients';
import { bunchMembers } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { idParam, validBody } from '../http/validate';
import { loadClientTeam, rolesOf } from '../queries/team-members';

export const teamMemberRoutes = new Hono<AppEnv>();

const editClients = [staffOnly, requirePermission('edit-clients')] as const;

async function existingClientId(c: Context<AppEnv>): Promise<number> {
  const id = idParam(c);
  const [row] = await c.get('db').select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!row) throw notFound();
  return id;
}

// GET /api/clients/{id}/team/members: the client's team, each with their role.
teamMemberRoutes.get('/api/clients/:id{[0-9]+}/team/members', staffOnly, async (c) => {
  return c.json(await loadClientTeam(c.get('db'), await existingClientId(c)));
});

// POST /api/clients/{id}/team/members {client, user}: assigns the user, and
// for a PSM the campaign strategist of their bunch too (spec 6). Answers the
// team and who was added: 201 when someone was, 200 when all already were.
teamMemberRoutes.post('/api/clients/:id{[0-9]+}/team/members', ...editClients, async (c) => {
  const clientId = await existingClientId(c);
  const input = await validBody(c, teamMemberSchema);
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
  const body: TeamAssignment = { members, added: members.filter((m) => addedIds.has(m.id)) };
  return c.json(body, inserted.length ? 201 : 200);
});

// DELETE /api/clients/{id}/team/members/{memberId}: unassigns one member.
teamMemberRoutes.delete('/api/clients/:id{[0-9]+}/team/members/:memberId{[0-9]+}', ...editClients, async (c) => {
  const clientId = await existingClientId(c);
  const memberId = idParam(c, 'memberId');
  const db = c.get('db');
  const removed = await db
    .delete(clientTeamMembers)
    .where(and(eq(clientTeamMembers.id, memberId), eq(clientTeamMembers.clientId, clientId)))
    .returning({ id: clientTeamMembers.id });
  if (!removed.length) throw notFound();
  return c.json({ members: await loadClientTeam(db, clientId) });
});

// DELETE /api/clients/{id}/team/members: unassigns everyone (the app asks first).
teamMemberRoutes.delete('/api/clients/:id{[0-9]+}/team/members', ...editClients, async (c) => {
  const clientId = await existingClientId(c);
  const removed = await c.get('db').delete(clientTeamMembers).where(eq(clientTeamMembers.clientId, clientId)).returning({ id: clientTeamMembers.id });
  return c.json({ members: [], removed: removed.length });
});
