import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
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
  app.use('*', async (c, next) => {
    const path = c.req.path;
    // Folders (and '/') are never files: the navigation fallback answers them.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path.startsWith('/api/') || path.endsWith('/')) return next();
    return serveStatic<AppEnv>({ root: distDir, index: '' })(c, next);
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
