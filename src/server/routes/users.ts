import { eq, inArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { temporaryPasswordDays } from '../../domain/users/temporary-password';
import { canManageUsers, effectivePermissions, userChangeRefusal, userCreateRefusal, type UserRights } from '../../domain/users/admin-guards';
import { createUser, getUser, listRoles, listUsers as listUsersCall, resetUserPassword, updateUser } from '../../domain/users/user-endpoints';
import type { AdminUser } from '../../domain/users/user-schema';
import { assertAllowed, staffOnly } from '../auth/guards';
import { hashPassword } from '../auth/password';
import { endUserSessions, forgetUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { teams } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { recordAudit } from '../queries/audit';
import * as lookups from '../queries/lookups';
import { refreshTasksOf } from '../queries/teams';
import { countActiveSuperAdmins, listUsers, loadAdminUser, rolePermissionMap, writeUserLinks } from '../queries/users';
import { recordChange } from '../sync/record-change';
import { lookupScope, userScope } from '../sync/scopes';

export const userRoutes = new Hono<AppEnv>();

route(userRoutes, listUsersCall, staffOnly, (c, { query }) =>
  listUsers(c.get('db'), {
    active: query.active,
    assigned: query.assigned,
    roles: query.roles ?? [],
    startingCapacity: query.startingCapacity,
    permission: query.permission || undefined,
    client: query.client,
    team: query.team,
    includeId: query['include-me'] ? c.get('user').id : undefined,
  }),
);

route(userRoutes, listRoles, staffOnly, (c) => lookups.listRoles(c.get('db')));

function assertManagesUsers(c: Context<AppEnv>) {
  if (!canManageUsers(c.get('user'))) throw forbidden('Only a super-admin manages users.');
}

async function adminUser(db: Db, id: number): Promise<AdminUser> {
  const user = await loadAdminUser(db, id);
  if (!user) throw notFound();
  return user;
}

route(userRoutes, getUser, staffOnly, async (c, { params }) => {
  assertManagesUsers(c);
  return adminUser(c.get('db'), params.id);
});

/** Teams must exist and not be archived (a user is moved to a live team). */
async function assertLiveTeams(db: Db, ids: readonly number[], current: readonly number[] = []) {
  const added = ids.filter((id) => !current.includes(id));
  if (!added.length) return;
  const rows = await db.select({ id: teams.id, archived: teams.archived }).from(teams).where(inArray(teams.id, added));
  if (rows.length !== added.length || rows.some((t) => t.archived)) {
    throw new HttpError(422, 'Choose teams from the list.', { fields: { teamIds: 'Choose teams that exist and are not archived.' } });
  }
}

const snapshot = (u: AdminUser) => ({
  name: u.name,
  email: u.email,
  active: u.active,
  roles: u.roles.map((r) => r.slug),
  directPermissions: u.directPermissions,
  teamIds: [...u.teamIds].sort((a, b) => a - b),
  startingCapacity: u.startingCapacity,
});

/** What devices mirror of users (and of teams, when membership moved) follows the change. */
async function recordUserChange(db: Db, userId: number, teamsMoved: boolean) {
  await recordChange(db, 'lookups', 'users', 'put', [lookupScope('users')]);
  if (teamsMoved) {
    await recordChange(db, 'lookups', 'teams', 'put', [lookupScope('teams')]);
    await refreshTasksOf(db, [userId]);
  }
  await recordChange(db, 'me', userId, 'put', [userScope(userId)]);
}

const expiresAt = () => new Date(Date.now() + temporaryPasswordDays * 86_400_000);

route(userRoutes, createUser, staffOnly, async (c, { body }) => {
  const db = c.get('db');
  const actor = c.get('user');
  assertAllowed(userCreateRefusal(actor));
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (taken) throw new HttpError(422, 'A user with this email address exists already.', { fields: { email: 'A user with this email address exists already.' } });
  await assertLiveTeams(db, body.teamIds);
  const [row] = await db
    .insert(users)
    .values({
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(body.temporaryPassword),
      mustSetPassword: true,
      temporaryPasswordExpiresAt: expiresAt(),
      startingCapacity: body.startingCapacity,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) throw new HttpError(422, 'A user with this email address exists already.', { fields: { email: 'A user with this email address exists already.' } });
  await writeUserLinks(db, row.id, { roles: body.roles, permissions: body.permissions, teamIds: body.teamIds });
  const created = await adminUser(db, row.id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'user.create',
    entity: 'user',
    entityId: row.id,
    summary: `Added ${created.name} (${created.email})`,
    before: null,
    after: snapshot(created),
  });
  await recordUserChange(db, row.id, body.teamIds.length > 0);
  return created;
});

// Rights changes are made one at a time, so two admins demoting each other
// at once cannot leave no super-admin (the guard counts, then writes).
const rightsLockKey = 7_202_022;

route(userRoutes, updateUser, staffOnly, async (c, { params, body }) => {
  const db = c.get('db');
  const actor = c.get('user');
  assertManagesUsers(c);
  await db.execute(sql`select pg_advisory_xact_lock(${rightsLockKey})`);
  const before = await adminUser(db, params.id);
  const rolePerms = await rolePermissionMap(db);
  const roles = body.roles ?? before.roles.map((r) => r.slug);
  const direct = body.permissions ?? before.directPermissions;
  const rightsBefore: UserRights = { active: before.active, roles: before.roles.map((r) => r.slug), permissions: before.permissions };
  const rightsAfter: UserRights = { active: body.active ?? before.active, roles, permissions: effectivePermissions(roles, direct, rolePerms) };
  assertAllowed(
    userChangeRefusal({ actor, targetId: before.id, before: rightsBefore, after: rightsAfter, activeSuperAdmins: await countActiveSuperAdmins(db) }),
  );
  if (body.teamIds) await assertLiveTeams(db, body.teamIds, before.teamIds);

  await versionedUpdate(db, {
    table: users,
    id: before.id,
    changes: {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(body.startingCapacity !== undefined ? { startingCapacity: body.startingCapacity } : {}),
    },
    expected: ifMatchVersion(c),
    current: () => loadAdminUser(db, before.id),
  });
  await writeUserLinks(db, before.id, { roles: body.roles, permissions: body.permissions, teamIds: body.teamIds });
  const after = await adminUser(db, before.id);

  const root = c.get('deps').database.db;
  const deactivated = before.active && !after.active;
  // Deactivation ends their sessions as sign-out does; other changes apply at their next call.
  // Issue 17: a reactivated user starts afresh; no session from before comes back.
  if (deactivated || (!before.active && after.active)) await endUserSessions(root, db, before.id);
  else await forgetUserSessions(root, db, before.id);

  const action = deactivated ? 'user.deactivate' : !before.active && after.active ? 'user.reactivate' : 'user.update';
  const verb = { 'user.deactivate': 'Deactivated', 'user.reactivate': 'Reactivated', 'user.update': 'Changed' }[action];
  await recordAudit(db, { actorId: actor.id, action, entity: 'user', entityId: before.id, summary: `${verb} ${after.name}`, before: snapshot(before), after: snapshot(after) });
  const teamsMoved = JSON.stringify(snapshot(before).teamIds) !== JSON.stringify(snapshot(after).teamIds);
  await recordUserChange(db, before.id, teamsMoved);
  return after;
});

route(userRoutes, resetUserPassword, staffOnly, async (c, { params, body }) => {
  const db = c.get('db');
  const actor = c.get('user');
  assertManagesUsers(c);
  const target = await adminUser(db, params.id);
  if (target.id === actor.id) {
    throw new HttpError(422, 'You cannot give yourself a temporary password: sign out and ask another super-admin.', {
      fields: { temporaryPassword: 'Not for your own account.' },
    });
  }
  await versionedUpdate(db, {
    table: users,
    id: target.id,
    changes: { passwordHash: await hashPassword(body.temporaryPassword), mustSetPassword: true, temporaryPasswordExpiresAt: expiresAt() },
    expected: ifMatchVersion(c),
    current: () => loadAdminUser(db, target.id),
  });
  await endUserSessions(c.get('deps').database.db, db, target.id);
  await recordAudit(
    db,
    { actorId: actor.id, action: 'user.temporary-password', entity: 'user', entityId: target.id, summary: `Gave ${target.name} a new temporary password`, before: null, after: { mustSetPassword: true } },
    { always: true },
  );
  await recordChange(db, 'me', target.id, 'put', [userScope(target.id)]);
  return adminUser(db, target.id);
});
