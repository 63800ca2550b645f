import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The address a request came from: the socket's, or behind a trusted proxy
 * (TRUST_PROXY=1) the last X-Forwarded-For entry, the one the proxy added
 * (earlier entries are whatever the client wrote).
 */
export function addressOf(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1].slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

/**
 * Whether the app was reached over HTTPS: directly, or through a proxy that
 * says so (X-Forwarded-Proto). Trusting the header is safe here: it can only
 * make cookies stricter (issue 17).
 */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * Whether an Origin header names another site than the one the request came
 * to (issue 17: a second line after the XSRF token). No Origin (older
 * browsers, same-origin GETs, non-browser clients) is not foreign; "null"
 * (a sandboxed frame, a file) is.
 */
export function isForeignOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = c.get('deps').config.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0].trim() : undefined;
  const own = forwardedHost || c.req.header('host') || new URL(c.req.url).host;
  return host.toLowerCase() !== own.toLowerCase();
}
