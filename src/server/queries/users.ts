import { asc, eq, inArray } from 'drizzle-orm';
import type { UserSummary } from '../../domain/lookups/lookup-types';
import type { Db } from '../db/client';
import { clientTeamMembers } from '../db/schema/clients';
import { teamMembers } from '../db/schema/teams';
import { permissions, rolePermissions, roles, userPermissions, userRoles, users } from '../db/schema/users';

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
    db.select({ userId: clientTeamMembers.userId, clientId: clientTeamMembers.clientId }).from(clientTeamMembers),
  ]);

  const summaries = staff.map((u): UserSummary & { clientIds: number[] } => {
    const userRoleRows = roleRows.filter((r) => r.userId === u.id).sort((a, b) => a.id - b.id);
    const perms = new Set<string>();
    for (const r of userRoleRows) for (const p of rolePerms) if (p.roleId === r.id) perms.add(p.slug);
    for (const p of directPerms) if (p.userId === u.id) perms.add(p.slug);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      active: u.active,
      isGuest: u.isGuest,
      roles: userRoleRows.map(({ id, slug, name }) => ({ id, slug, name })),
      role: userRoleRows[0]?.name ?? null,
      permissions: [...perms].sort(),
      teamIds: teamRows.filter((t) => t.userId === u.id).map((t) => t.teamId),
      startingCapacity: u.startingCapacity,
      clientIds: clientRows.filter((c) => c.userId === u.id).map((c) => c.clientId),
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
      return true;
    })
    .map(({ clientIds: _clientIds, ...u }) => u);
}
