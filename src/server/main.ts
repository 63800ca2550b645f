import { resolve } from 'node:path';
import { parseSmtpUrl } from './integrations/smtp/smtp-client';
import { describeDemoSignIns, startServer } from './start-server';

// `npm start`: one process serving the built app and every API call.
const env = process.env;
const demoPassword = env.DEMO_PASSWORD || 'demo';
const smtp = env.SMTP_URL ? parseSmtpUrl(env.SMTP_URL, env.MAIL_FROM || 'sdr-ops@localhost') : undefined;
const server = await startServer({
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR ?? './data'),
  distDir: resolve(env.DIST_DIR ?? './dist'),
  seedScale: env.SEED_SCALE ? Number(env.SEED_SCALE) : 1,
  demoPassword,
  secureCookies: env.SECURE_COOKIES === '1',
  smtp,
  log: (line) => console.log(line),
});

console.log(`\nSDR Ops is running at ${server.url}`);
console.log(`Database: ${server.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(env.DATA_DIR ?? './data')}`}`);
console.log(
  smtp
    ? `Integrations: local sandbox for Outreach and Gmail (simulated); mail is real, through ${smtp.host}:${smtp.port}`
    : 'Integrations: local sandbox (Outreach, Gmail and mail are simulated; nothing leaves this machine)',
);
console.log(`Demo sign-ins:\n${describeDemoSignIns(demoPassword)}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the server and the database…`);
    await server.stop();
    console.log('Closed cleanly.');
    process.exit(0);
  });
}
