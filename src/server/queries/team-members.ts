import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RoleRef } from '../../domain/access/roles';
import type { Bunch, ClientTeamMember, MemberUser } from '../../domain/teams/team-member-types';
import type { Db } from '../db/client';
import { clientTeamMembers } from '../db/schema/clients';
import { bunches, bunchMembers } from '../db/schema/teams';
import { roles, userRoles, users } from '../db/schema/users';

/** Roles of some users, ordered as everywhere else (by role id). */
export async function rolesOf(db: Db, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const out = new Map<number, RoleRef[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, slug: roles.slug, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const { userId, ...role } of rows) out.set(userId, [...(out.get(userId) ?? []), role]);
  return out;
}

async function memberUsers(db: Db, userIds: number[]): Promise<Map<number, MemberUser>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const [rows, roleMap] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)),
    rolesOf(db, ids),
  ]);
  return new Map(rows.map((u) => [u.id, { ...u, role: roleMap.get(u.id)?.[0]?.name ?? null }]));
}

/** A client's team (GET /api/clients/{id}/team/members), ordered by name. */
export async function loadTeamMembers(db: Db, where: SQL): Promise<ClientTeamMember[]> {
  const rows = await db.select().from(clientTeamMembers).where(where);
  const people = await memberUsers(db, rows.map((r) => r.userId));
  return rows
    .map((r) => ({ id: r.id, clientId: r.clientId, user: people.get(r.userId)! }))
    .filter((m) => m.user)
    .sort((a, b) => a.user.name.localeCompare(b.user.name) || a.id - b.id);
}

export const loadClientTeam = (db: Db, clientId: number) => loadTeamMembers(db, eq(clientTeamMembers.clientId, clientId));

/** Bunches with their members (GET /api/bunch), ordered by name. */
export async function loadBunches(db: Db, ids?: number[]): Promise<Bunch[]> {
  const list = await db
    .select()
    .from(bunches)
    .where(ids ? inArray(bunches.id, ids) : undefined)
    .orderBy(asc(bunches.name), asc(bunches.id));
  if (!list.length) return [];
  const members = await db
    .select()
    .from(bunchMembers)
    .where(inArray(bunchMembers.bunchId, list.map((b) => b.id)))
    .orderBy(asc(bunchMembers.id));
  const people = await memberUsers(db, members.map((m) => m.userId));
  return list.map((b) => ({
    id: b.id,
    name: b.name,
    members: members
      .filter((m) => m.bunchId === b.id && people.has(m.userId))
      .map((m) => ({ id: m.id, bunchId: b.id, user: people.get(m.userId)! })),
  }));
}

export async function loadBunch(db: Db, id: number): Promise<Bunch | null> {
  return (await loadBunches(db, [id]))[0] ?? null;
}
