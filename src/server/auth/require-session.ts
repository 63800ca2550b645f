import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { isForeignOrigin } from '../http/origin';
import { findSession, sessionCookie, xsrfHeader } from './sessions';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const openBeforePassword = new Set(['GET /me', 'POST /api/auth/logout', 'POST /api/auth/password']);
const openBeforePasswordIsSet = (method: string, path: string) => openBeforePassword.has(`${method} ${path.replace(/\/+$/, '')}`);

/**
 * Every API call but sign-in: a live session (else 401), and for unsafe
 * methods the XSRF header echoing the session's token (else 403).
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await sessionOf(c);
  if (!safeMethods.has(c.req.method)) {
    assertXsrf(c, session.xsrfToken);
    // Issue 17: a second line after the token, a call another site started.
    if (isForeignOrigin(c)) throw new HttpError(403, 'This request came from another site.');
  }
  // Issue 22: signed in with a temporary password, the user sets their own
  // before anything else; who they are and signing out stay open.
  if (session.user.mustSetPassword && !openBeforePasswordIsSet(c.req.method, c.req.path)) {
    throw new HttpError(403, 'Set your own password before going on.', { reason: 'set-password' });
  }
  c.set('user', session.user);
  c.set('sessionHash', session.idHash);
  await next();
});

async function sessionOf(c: Context<AppEnv>) {
  const id = getCookie(c, sessionCookie);
  const session = id ? await findSession(c.get('deps').database.db, id) : null;
  if (!session) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  return session;
}

function assertXsrf(c: Context<AppEnv>, token: string) {
  const sent = c.req.header(xsrfHeader) ?? '';
  if (!sent || !sameToken(sent, token)) {
    throw new HttpError(403, 'The request is missing its security token. Reload the page and try again.');
  }
}

/**
 * A GET that changes data (an endpoint described `unsafe`) is guarded as a
 * write: the XSRF header, and no request another site started (a link, an
 * image): Sec-Fetch-Site must not be cross-site or same-site, and an Origin,
 * when sent, must be this server's. route() mounts it for such endpoints.
 */
export const requireUnsafeCall = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const crossSite = (site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !sameOrigin(origin, c.req.url));
  if (crossSite) throw new HttpError(403, 'This call cannot be made from another site.');
  assertXsrf(c, (await sessionOf(c)).xsrfToken);
  await next();
});

function sameOrigin(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}
