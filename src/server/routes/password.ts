import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { setPassword } from '../../domain/auth/password-endpoints';
import { hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions, forgetCachedSessions, loadSessionUser } from '../auth/sessions';
import { users } from '../db/schema/users';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { recordAudit } from '../queries/audit';
import { recordChange } from '../sync/record-change';
import { userScope } from '../sync/scopes';

export const passwordRoutes = new Hono<AppEnv>();

// Issue 22: the first sign-in of a new user (or after an admin's reset) sets
// their own password; until then requireSession refuses everything else.
route(passwordRoutes, setPassword, async (c, { body }) => {
  const db = c.get('db');
  const me = c.get('user');
  const [row] = await db.select().from(users).where(eq(users.id, me.id));
  if (!row?.mustSetPassword) throw new HttpError(409, 'Your password is set already.');
  if (await verifyPassword(body.password, row.passwordHash)) {
    throw new HttpError(422, 'Choose a password other than the temporary one.', { fields: { password: 'Choose a password other than the temporary one.' } });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), mustSetPassword: false, temporaryPasswordExpiresAt: null, version: sql`${users.version} + 1` })
    .where(eq(users.id, me.id));
  // Whoever else signed in with the temporary password is signed out; this session goes on.
  const root = c.get('deps').database.db;
  await endUserSessions(root, db, me.id, c.get('sessionHash'));
  forgetCachedSessions(root, c.get('sessionHash'));
  await recordAudit(db, { actorId: me.id, action: 'user.password-set', entity: 'user', entityId: me.id, summary: `${me.name} set their password`, before: null, after: null }, { always: true });
  await recordChange(db, 'me', me.id, 'put', [userScope(me.id)]);
  return (await loadSessionUser(db, me.id))!;
});
