import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { shareSessionForgets } from './auth/session-forgets';
import { openDatabase, type Database } from './db/client';
import { closableServer } from './http/closable-server';
import { createIntegrations } from './integrations/create-integrations';
import type { SmtpConfig } from './integrations/smtp/smtp-client';
import { startMailWorker } from './integrations/smtp/smtp-mail';
import { jobHandlers, jobSchedules } from './jobs/job-handlers';
import { createJobRunner } from './jobs/job-runner';
import { pruneExpired } from './maintenance';
import { isEmpty, seedDatabase } from './seed/seed-database';
import { demoAccounts } from './seed/seed-people';

export type ServerOptions = {
  port: number;
  host?: string;
  databaseUrl?: string;
  dataDir?: string;
  distDir?: string;
  seedScale?: number;
  demoPassword?: string;
  secureCookies?: boolean;
  /** Behind a reverse proxy: the address of origin is read from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Real mail (SMTP_URL, MAIL_FROM); without it mail is recorded in the sandbox only. */
  smtp?: SmtpConfig;
  log?: (line: string) => void;
  /** One of several processes (start-processes.ts): its number, sent as X-Server-Process so an operator sees who answered. */
  processNumber?: number;
};

// Idle time of a kept-alive connection (above the 60 s most proxies keep theirs).
const keepAliveMs = 65_000;

export type RunningServer = { url: string; database: Database; stop: () => Promise<void> };

/** Opens the database, creating, migrating and seeding it if need be. */
export async function prepareDatabase(options: ServerOptions): Promise<Database> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  if (await isEmpty(database.db)) {
    options.log?.(`Filling the empty database with demo data (scale ${options.seedScale ?? 1})…`);
    await seedDatabase(database.db, { scale: options.seedScale, demoPassword: options.demoPassword ?? 'demo' });
  }
  return database;
}

/** Opens (and if need be creates, migrates and seeds) the database, then serves. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  const database = await prepareDatabase(options);
  const demoPassword = options.demoPassword ?? 'demo';
  const stopSharing = await shareSessionForgets(database);
  const integrations = createIntegrations({ smtp: options.smtp !== undefined });
  const app = createApp({
    database,
    integrations,
    config: { distDir: options.distDir, secureCookies: options.secureCookies ?? false, trustProxy: options.trustProxy ?? false, demoPassword },
  });
  const server = await new Promise<ServerType>((resolve) => {
    const label = options.processNumber === undefined ? null : String(options.processNumber);
    const fetch: typeof app.fetch = label
      ? async (...args) => {
          const res = await app.fetch(...args);
          res.headers.set('X-Server-Process', label);
          return res;
        }
      : app.fetch;
    const s = serve({ fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, () => resolve(s));
  });
  // serve() without createServer makes an HTTP/1 server.
  const closer = closableServer(server as Server);
  // A kept-alive connection is closed after a minute idle, not Node's 5 s: a
  // client (a proxy, a script) that reuses one just as the server closes it
  // gets a reset. The header timeout must stay above it (Node's rule).
  (server as Server).keepAliveTimeout = keepAliveMs;
  (server as Server).headersTimeout = keepAliveMs + 1_000;
  // Housekeeping at start and every six hours; safe to run in every process.
  const prune = () => pruneExpired(database.db).catch((e) => log(`Housekeeping failed: ${String(e)}`));
  await prune();
  const housekeeping = setInterval(() => void prune(), 6 * 3_600_000);
  housekeeping.unref();
  const mailWorker = options.smtp ? startMailWorker(database.db, options.smtp, log) : null;
  // Background work: every process runs the job runner; a job's lease gives it one worker.
  const jobRunner = createJobRunner({ db: database.db, integrations, handlers: jobHandlers, schedules: jobSchedules, log });
  jobRunner.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`;
  return {
    url,
    database,
    stop: async () => {
      clearInterval(housekeeping);
      mailWorker?.stop();
      await jobRunner.stop();
      await closer.close();
      await stopSharing();
      await database.close();
    },
  };
}

export function describeDemoSignIns(password: string): string {
  return demoAccounts.map((a) => `  ${a.email.padEnd(22)} ${a.role}`).join('\n') + `\n  (password: ${password})`;
}
