import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import { jobHandlers, jobSchedules } from '../../src/server/jobs/job-handlers';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import type { RunningServer } from '../../src/server/start-server';

export type ServeAppOptions = {
  /** An open, migrated and seeded database; closed by stop(). */
  database: Database;
  /** The built app to serve; API only when absent. */
  distDir?: string;
  /** 0 (default): any free port. */
  port?: number;
};

/** A test server that can also be cut off from the network. */
export type TestServer = RunningServer & {
  /**
   * false: every request's connection is dropped unanswered, as if the
   * network between the device and the server were down.
   */
  setReachable(reachable: boolean): void;
};

/**
 * startServer (src/server/start-server.ts) for tests: the same app over HTTP,
 * but on a database the test already opened (a copy of the seeded dump).
 */
export async function serveApp(options: ServeAppOptions): Promise<TestServer> {
  const { database } = options;
  const integrations = createIntegrations();
  // Background jobs run as in production, looked for every 200 ms.
  const jobRunner = createJobRunner({ db: database.db, integrations, handlers: jobHandlers, schedules: jobSchedules, pollMs: 200 });
  jobRunner.start();
  const app = createApp({
    database,
    integrations,
    config: { distDir: options.distDir, secureCookies: false, demoPassword: 'demo' },
  });
  let reachable = true;
  const fetch = (request: Request, env: HttpBindings | Http2Bindings) => {
    if (reachable) return app.fetch(request, env);
    env.incoming.socket.destroy();
    return new Response(null, { status: 503 });
  };
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The test server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    setReachable: (value) => {
      reachable = value;
    },
    stop: async () => {
      // Browsers keep connections alive; close them so close() returns.
      await jobRunner.stop();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
