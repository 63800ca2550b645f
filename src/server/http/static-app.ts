import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isApiPath } from '../../domain/api/api-prefixes';
import { screenHeadingFor, type ScreenHeading } from '../../domain/screens/screen-headings';
import { findSession, sessionCookie } from '../auth/sessions';
import type { AppEnv } from './env';
import { isDescribedGet } from './route';
import { matchRoutePreload, routePreloadsFile, withRoutePreloads, type RoutePreload } from './route-preloads';
import { withScreenHeading } from './screen-heading';

/**
 * Serves the built app: files from dist, and index.html for any browser
 * navigation outside /api (app routes such as /meeting/new or /content/3).
 * Fetches from the app never ask for text/html, so they reach the API.
 * A plain GET (curl, a readiness probe: no Accept or any type) of a path no
 * API GET answers gets the app too; only a caller asking for JSON gets a 404.
 */
export function mountStaticApp(app: Hono<AppEnv>, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The app is not built: ${indexPath} is missing. Run "npm run build".`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const preloadsPath = join(distDir, routePreloadsFile);
  const preloads: RoutePreload[] = existsSync(preloadsPath) ? JSON.parse(readFileSync(preloadsPath, 'utf8')) : [];
  const signIn = matchRoutePreload('/sign-in', preloads);
  // The page of each screen, made once: the screen's files named in it, and its heading.
  const pages = new Map<string, string>();
  const pageFor = (route: RoutePreload | undefined, heading?: ScreenHeading) => {
    const key = `${route?.segments.join('/') ?? ''}\u0000${heading?.title ?? ''}`;
    let page = pages.get(key);
    if (page === undefined) pages.set(key, (page = withScreenHeading(withRoutePreloads(indexHtml, route), heading)));
    return page;
  };

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else c.header('Cache-Control', 'no-cache');
    return next();
  });
  // Built scripts and stylesheets have brotli and gzip copies beside them (vite.config.ts).
  const files = serveStatic<AppEnv>({ root: distDir, index: '', precompressed: true });
  app.use('*', async (c, next) => {
    const path = c.req.path;
    // Folders (and '/') are never files: the navigation fallback answers
    // them. Nor are the API's calls outside /api (/me, /notification-user…):
    // looking for a file first cost every one of them a disk lookup.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path.endsWith('/') || isApiPath(path)) return next();
    return files(c, next);
  });
  app.use('*', async (c, next) => {
    if (!isNavigation(c.req.method, c.req.path, c.req.header('accept') ?? '')) return next();
    c.header('Cache-Control', 'no-cache');
    // Signed out, every screen sends the browser to the sign-in page.
    const sid = getCookie(c, sessionCookie);
    if (!sid) return c.html(pageFor(signIn));
    // Those are staff screens: a guest (or a session that has ended) is
    // shown something else, and must not see their heading first.
    const heading = screenHeadingFor(c.req.path);
    // A failed lookup (the database unreachable) still gets the app: the plain frame.
    const session = heading ? await findSession(c.var.db, sid).catch(() => null) : null;
    const staff = session?.user.isGuest === false;
    return c.html(pageFor(matchRoutePreload(c.req.path, preloads), staff ? heading : undefined));
  });
}

/**
 * Whether a request is a page load the app answers. Under the API's prefixes
 * (spec 7 puts some calls outside /api, e.g. /meeting/stats), a plain GET
 * (curl, a readiness check) gets the app unless a described GET answers the
 * path: /meeting/new and /sequencer are the app's. A caller asking for JSON
 * never gets it, nor does a path naming a file (a missing chunk must get a
 * 404, not HTML).
 */
function isNavigation(method: string, path: string, accept: string): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/') || path === '/api') return false;
  if (accept.includes('text/html')) return true;
  if (/\.[a-z0-9]+$/i.test(path) || accept.includes('json')) return false;
  return !isApiPath(path) || !isDescribedGet(path);
}
