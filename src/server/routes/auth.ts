import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { login, logout } from '../../domain/auth/auth-endpoints';
import { createSession, deleteSession, loadSessionUser, sessionCookie, sessionDays, xsrfCookie } from '../auth/sessions';
import { requireSession } from '../auth/require-session';
import { verifyNoPassword, verifyPassword } from '../auth/password';
import { takeAttempt } from '../auth/sign-in-throttle';
import { users } from '../db/schema/users';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { addressOf, isForeignOrigin, isHttps } from '../http/origin';
import { route } from '../http/route';

export const authRoutes = new Hono<AppEnv>();

// Sign-in is the one unsafe call without an XSRF token (there is no session
// yet). It only accepts a JSON body, which a cross-site form cannot send
// without a CORS preflight, so login CSRF is not possible.
route(authRoutes, login, async (c, { body: input }) => {
  const { db } = c.get('deps').database;
  if (isForeignOrigin(c)) throw new HttpError(403, 'This request came from another site.');
  // Decision 0030: counted before the password is checked; the same work
  // (one scrypt) for unknown, inactive and existing accounts.
  const attempt = await takeAttempt(db, input.email, addressOf(c));
  if (!attempt.allowed) {
    c.header('Retry-After', String(attempt.retryAfterS));
    throw new HttpError(
      429,
      attempt.reason === 'address'
        ? 'Too many failed sign-ins from this network. Wait a few minutes and try again.'
        : 'Too many failed sign-ins for this address. Wait a few minutes and try again.',
    );
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const ok = user && user.active ? await verifyPassword(input.password, user.passwordHash) : await verifyNoPassword(input.password);
  if (!user || !ok) throw new HttpError(401, 'The email or password is not correct.');
  await attempt.succeeded();
  // Issue 22: a temporary password works for a week, until the user sets their own.
  if (user.mustSetPassword && user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt.getTime() < Date.now()) {
    throw new HttpError(401, 'This temporary password has expired. Ask an administrator for a new one.', { reason: 'temporary-password-expired' });
  }
  // A fresh session id at every sign-in (no session fixation).
  const session = await createSession(db, user.id);
  const secure = c.get('deps').config.secureCookies || isHttps(c);
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
