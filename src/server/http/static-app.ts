import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isApiPath } from '../../domain/api/api-prefixes';
import type { AppEnv } from './env';

/**
 * Serves the built app: files from dist, and index.html for any browser
 * navigation outside /api (app routes such as /meeting/new or /content/3).
 * Fetches from the app never ask for text/html, so they reach the API.
 */
export function mountStaticApp(app: Hono<AppEnv>, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The app is not built: ${indexPath} is missing. Run "npm run build".`);
  const indexHtml = readFileSync(indexPath, 'utf8');

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else c.header('Cache-Control', 'no-cache');
    return next();
  });
  const files = serveStatic<AppEnv>({ root: distDir, index: '' });
  app.use('*', async (c, next) => {
    const path = c.req.path;
    // Folders (and '/') are never files: the navigation fallback answers
    // them. Nor are the API's calls outside /api (/me, /notification-user…):
    // looking for a file first cost every one of them a disk lookup.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path.endsWith('/') || isApiPath(path)) return next();
    return files(c, next);
  });
  app.use('*', async (c, next) => {
    const navigation =
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      !c.req.path.startsWith('/api/') &&
      (c.req.header('accept') ?? '').includes('text/html');
    if (!navigation) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
