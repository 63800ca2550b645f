import { timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { findSession, sessionCookie, xsrfHeader } from './sessions';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Every API call but sign-in: a live session (else 401), and for unsafe
 * methods the XSRF header echoing the session's token (else 403).
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { db } = c.get('deps').database;
  const id = getCookie(c, sessionCookie);
  const session = id ? await findSession(db, id) : null;
  if (!session) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  if (!safeMethods.has(c.req.method)) {
    const sent = c.req.header(xsrfHeader) ?? '';
    if (!sent || !sameToken(sent, session.xsrfToken)) {
      throw new HttpError(403, 'The request is missing its security token. Reload the page and try again.');
    }
  }
  c.set('user', session.user);
  c.set('sessionHash', session.idHash);
  await next();
});
