import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserSummary } from '../../domain/lookups/lookup-types';
import type { AdminUser } from '../../domain/users/user-schema';
import type { Db } from '../db/client';
import { clientTeamMembers } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';
import { callTasks } from '../db/schema/tasks';
import { teamMembers } from '../db/schema/teams';
import { permissions, rolePermissions, roles, userPermissions, userRoles, users } from '../db/schema/users';
import { groupBy } from './group-by';

export type UserFilters = {
  active?: boolean;
  /** true: on at least one client's team; false: on none. */
  assigned?: boolean;
  roles?: string[];
  /** true: only users with a starting capacity (capacity planning). */
  startingCapacity?: boolean;
  permission?: string;
  /** Only members of this client's team. */
  client?: number;
  /** Only members of this team. */
  team?: number;
  /** Always include this user, whatever the filters (include-me). */
  includeId?: number;
  ids?: number[];
};

/**
 * Staff users (guests excluded) with roles, permissions and teams. The agency
 * has hundreds of users at most, so the filters run on one read of each table.
 */
export async function listUsers(db: Db, filters: UserFilters = {}): Promise<UserSummary[]> {
  const base = await db
    .select()
    .from(users)
    .where(filters.ids ? inArray(users.id, filters.ids) : eq(users.isGuest, false))
    .orderBy(asc(users.name));
  const staff = base.filter((u) => !u.isGuest);
  if (!staff.length) return [];
  const ids = staff.map((u) => u.id);
  const [roleRows, rolePerms, directPerms, teamRows, clientRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, slug: roles.slug, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids)),
    db
      .select({ roleId: rolePermissions.roleId, slug: permissions.slug })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
    db
      .select({ userId: userPermissions.userId, slug: permissions.slug })
      .from(userPermissions)
      .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
      .where(inArray(userPermissions.userId, ids)),
    db.select().from(teamMembers).where(inArray(teamMembers.userId, ids)),
    // One row per user: client teams have thousands of rows, each user a handful of them.
    db
      .select({ userId: clientTeamMembers.userId, clientIds: sql<number[]>`array_agg(${clientTeamMembers.clientId})` })
      .from(clientTeamMembers)
      .groupBy(clientTeamMembers.userId),
  ]);
  // Each table's rows by user, read once (not filtered again for every user).
  const rolesOf = groupBy(roleRows.sort((a, b) => a.id - b.id), (r) => r.userId);
  const permsOfRole = groupBy(rolePerms, (p) => p.roleId);
  const directOf = groupBy(directPerms, (p) => p.userId);
  const teamsOf = groupBy(teamRows, (t) => t.userId);
  const clientsOf = new Map(clientRows.map((c) => [c.userId, c.clientIds]));

  const summaries = staff.map((u): UserSummary & { clientIds: number[] } => {
    const userRoleRows = rolesOf.get(u.id) ?? [];
    const perms = new Set<string>();
    for (const r of userRoleRows) for (const p of permsOfRole.get(r.id) ?? []) perms.add(p.slug);
    for (const p of directOf.get(u.id) ?? []) perms.add(p.slug);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      active: u.active,
      isGuest: u.isGuest,
      roles: userRoleRows.map(({ id, slug, name }) => ({ id, slug, name })),
      role: userRoleRows[0]?.name ?? null,
      permissions: [...perms].sort(),
      teamIds: (teamsOf.get(u.id) ?? []).map((t) => t.teamId),
      startingCapacity: u.startingCapacity,
      clientIds: clientsOf.get(u.id) ?? [],
    };
  });

  return summaries
    .filter((u) => {
      if (u.id === filters.includeId) return true;
      if (filters.active !== undefined && u.active !== filters.active) return false;
      if (filters.assigned !== undefined && u.clientIds.length > 0 !== filters.assigned) return false;
      if (filters.roles?.length && !u.roles.some((r) => filters.roles!.includes(r.slug))) return false;
      if (filters.startingCapacity && u.startingCapacity === null) return false;
      if (filters.permission && !u.permissions.includes(filters.permission)) return false;
      if (filters.client !== undefined && !u.clientIds.includes(filters.client)) return false;
      if (filters.team !== undefined && !u.teamIds.includes(filters.team)) return false;
      return true;
    })
    .map(({ clientIds: _clientIds, ...u }) => u);
}

/** Each role's permissions by role slug (spec 6), for the rights guards. */
export async function rolePermissionMap(db: Db): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ role: roles.slug, permission: permissions.slug })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId));
  const map: Record<string, string[]> = {};
  for (const r of rows) (map[r.role] ??= []).push(r.permission);
  return map;
}

/** A staff user as the administration area edits them; null for a guest or no one. */
export async function loadAdminUser(db: Db, id: number): Promise<AdminUser | null> {
  const [summary] = await listUsers(db, { ids: [id] });
  if (!summary) return null;
  const [row] = await db
    .select({ mustSetPassword: users.mustSetPassword, createdAt: users.createdAt, version: users.version })
    .from(users)
    .where(eq(users.id, id));
  const direct = await db
    .select({ slug: permissions.slug })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, id));
  const count = sql<number>`count(*)::int`;
  const [[clientTeams], [openTasks], [booked]] = await Promise.all([
    db.select({ n: count }).from(clientTeamMembers).where(eq(clientTeamMembers.userId, id)),
    db.select({ n: count }).from(callTasks).where(and(eq(callTasks.assigneeId, id), eq(callTasks.status, 'open'))),
    db.select({ n: count }).from(meetings).where(and(eq(meetings.sdrId, id), eq(meetings.deleted, false))),
  ]);
  return {
    ...summary,
    directPermissions: direct.map((p) => p.slug).sort(),
    mustSetPassword: row.mustSetPassword,
    holdings: { clientTeams: clientTeams.n, openTasks: openTasks.n, meetings: booked.n },
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** How many active staff users hold super-admin (by a role or directly). */
export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(distinct ${users.id})::int` }).from(users).where(
    and(
      eq(users.active, true),
      eq(users.isGuest, false),
      sql`${users.id} in (
        select ur.user_id from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
          join ${permissions} p on p.id = rp.permission_id where p.slug = 'super-admin'
        union
        select up.user_id from ${userPermissions} up join ${permissions} p on p.id = up.permission_id where p.slug = 'super-admin')`,
    ),
  );
  return n;
}

/** Replaces a user's roles, direct permissions or teams with these lists (by slug or id), where given. */
export async function writeUserLinks(db: Db, userId: number, links: { roles?: readonly string[]; permissions?: readonly string[]; teamIds?: readonly number[] }) {
  if (links.roles) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (links.roles.length) {
      const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.slug, [...links.roles]));
      await db.insert(userRoles).values(rows.map((r) => ({ userId, roleId: r.id })));
    }
  }
  if (links.permissions) {
    await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
    if (links.permissions.length) {
      const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.slug, [...links.permissions]));
      await db.insert(userPermissions).values(rows.map((p) => ({ userId, permissionId: p.id })));
    }
  }
  if (links.teamIds) {
    await db.delete(teamMembers).where(eq(teamMembers.userId, userId));
    if (links.teamIds.length) await db.insert(teamMembers).values(links.teamIds.map((teamId) => ({ teamId, userId })));
  }
}
