import { resolve } from 'node:path';
import { parseSmtpUrl } from './integrations/smtp/smtp-client';
import { startProcesses } from './start-processes';
import { describeDemoSignIns, startServer } from './start-server';

// `npm start`: the server of the built app and every API call; one process,
// or SERVER_PROCESSES of them on one PostgreSQL (start-processes.ts).
// Issue 17: what the server writes (DATA_DIR, logs it opens) is its user's alone.
process.umask(0o077);
const env = process.env;
const demoPassword = env.DEMO_PASSWORD || 'demo';
const smtp = env.SMTP_URL ? parseSmtpUrl(env.SMTP_URL, env.MAIL_FROM || 'sdr-ops@localhost') : undefined;
const processes = Number(env.SERVER_PROCESSES || 1);
if (!Number.isInteger(processes) || processes < 1) {
  console.error(`SERVER_PROCESSES must be a whole number from 1 (it is "${env.SERVER_PROCESSES}").`);
  process.exit(1);
}
if (processes > 1 && !env.DATABASE_URL) {
  console.error('SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded PGlite database serves one process.');
  process.exit(1);
}
const options = {
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR ?? './data'),
  distDir: resolve(env.DIST_DIR ?? './dist'),
  seedScale: env.SEED_SCALE ? Number(env.SEED_SCALE) : 1,
  demoPassword,
  secureCookies: env.SECURE_COOKIES === '1',
  trustProxy: env.TRUST_PROXY === '1',
  smtp,
  log: (line: string) => console.log(line),
};
const server = processes > 1 ? await startProcesses({ ...options, processes }) : await startServer(options);

console.log(`\nSDR Ops is running at ${server.url}`);
console.log(
  options.databaseUrl
    ? `Database: PostgreSQL (DATABASE_URL), ${processes} server process${processes === 1 ? '' : 'es'}`
    : `Database: PGlite in ${options.dataDir}`,
);
console.log(
  smtp
    ? `Integrations: local sandbox for Outreach and Gmail (simulated); mail is real, through ${smtp.host}:${smtp.port}`
    : 'Integrations: local sandbox (Outreach, Gmail and mail are simulated; nothing leaves this machine)',
);
console.log(`Demo sign-ins:\n${describeDemoSignIns(demoPassword)}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the server and the database…`);
    void server.stop().then(
      () => {
        console.log('Closed cleanly.');
        process.exit(0);
      },
      (e: unknown) => {
        console.error(`Closing failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  });
}
