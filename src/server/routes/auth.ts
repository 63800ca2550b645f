import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { login, logout } from '../../domain/auth/auth-endpoints';
import { createSession, deleteSession, loadSessionUser, sessionCookie, sessionDays, xsrfCookie } from '../auth/sessions';
import { requireSession } from '../auth/require-session';
import { verifyPassword } from '../auth/password';
import { loginFailures } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

// More than 5 failures a minute for one address: 429 (issue 2).
const maxFailures = 5;
const failureWindowMs = 60_000;

export const authRoutes = new Hono<AppEnv>();

// Sign-in is the one unsafe call without an XSRF token (there is no session
// yet). It only accepts a JSON body, which a cross-site form cannot send
// without a CORS preflight, so login CSRF is not possible.
route(authRoutes, login, async (c, { body: input }) => {
  const { db } = c.get('deps').database;
  const since = new Date(Date.now() - failureWindowMs);
  const [{ failures }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, input.email), gt(loginFailures.at, since)));
  if (failures >= maxFailures) {
    c.header('Retry-After', '60');
    throw new HttpError(429, 'Too many failed sign-ins for this address. Wait a minute and try again.');
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const ok = user && user.active ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user || !ok) {
    await db.insert(loginFailures).values({ email: input.email });
    await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 86_400_000)));
    throw new HttpError(401, 'The email or password is not correct.');
  }
  // Issue 22: a temporary password works for a week, until the user sets their own.
  if (user.mustSetPassword && user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt.getTime() < Date.now()) {
    throw new HttpError(401, 'This temporary password has expired. Ask an administrator for a new one.', { reason: 'temporary-password-expired' });
  }
  // A fresh session id at every sign-in (no session fixation).
  const session = await createSession(db, user.id);
  const secure = c.get('deps').config.secureCookies;
  const maxAge = sessionDays * 86_400;
  setCookie(c, sessionCookie, session.id, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge });
  setCookie(c, xsrfCookie, session.xsrfToken, { httpOnly: false, sameSite: 'Lax', path: '/', secure, maxAge });
  return (await loadSessionUser(db, user.id))!;
});

route(authRoutes, logout, requireSession, async (c) => {
  await deleteSession(c.get('deps').database.db, c.get('sessionHash'));
  deleteCookie(c, sessionCookie, { path: '/' });
  deleteCookie(c, xsrfCookie, { path: '/' });
  return c.body(null, 204);
});
