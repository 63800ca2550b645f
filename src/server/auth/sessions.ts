import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { permissions, rolePermissions, roles, userPermissions, userRoles, users } from '../db/schema/users';
import type { SessionUser } from '../http/env';

export const sessionCookie = 'sid';
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';
// Long-lived: a rep may be offline for weeks and must find their queue intact.
export const sessionDays = 30;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(db: Db, userId: number) {
  const id = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
  await db.insert(sessions).values({ idHash: hashSessionId(id), userId, xsrfToken, expiresAt });
  return { id, xsrfToken, expiresAt };
}

export async function findSession(db: Db, id: string) {
  const idHash = hashSessionId(id);
  const [row] = await db
    .select({ idHash: sessions.idHash, xsrfToken: sessions.xsrfToken, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date()), eq(users.active, true)));
  return row ?? null;
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** The user with their roles and permissions (from roles and direct grants). */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roleRows = await db
    .select({ id: roles.id, slug: roles.slug, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  const roleIds = roleRows.map((r) => r.id);
  const viaRoles = roleIds.length
    ? await db
        .select({ slug: permissions.slug })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];
  const direct = await db
    .select({ slug: permissions.slug })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, userId));
  const granted = user.isGuest ? [] : [...new Set([...viaRoles, ...direct].map((p) => p.slug))].sort();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isGuest: user.isGuest,
    clientId: user.clientId,
    roles: roleRows,
    permissions: granted,
    version: user.version,
  };
}
