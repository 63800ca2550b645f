import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import type { RunningServer } from '../../src/server/start-server';

export type ServeAppOptions = {
  /** An open, migrated and seeded database; closed by stop(). */
  database: Database;
  /** The built app to serve; API only when absent. */
  distDir?: string;
  /** 0 (default): any free port. */
  port?: number;
};

/**
 * startServer (src/server/start-server.ts) for tests: the same app over HTTP,
 * but on a database the test already opened (a copy of the seeded dump).
 */
export async function serveApp(options: ServeAppOptions): Promise<RunningServer> {
  const { database } = options;
  const app = createApp({
    database,
    integrations: createIntegrations(),
    config: { distDir: options.distDir, secureCookies: false, demoPassword: 'demo' },
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The test server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    stop: async () => {
      // Browsers keep connections alive; close them so close() returns.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
