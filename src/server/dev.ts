import { resolve } from 'node:path';
import { createServer } from 'vite';
import { parseSmtpUrl } from './integrations/smtp/smtp-client';
import { describeDemoSignIns, startServer } from './start-server';

// `npm run dev`: the API server on API_PORT (default PORT + 1) and Vite with
// hot reload on PORT; vite.config.ts forwards the API paths to the former.
const env = process.env;
const port = Number(env.PORT ?? 3000);
const apiPort = Number(env.API_PORT ?? port + 1);
process.env.API_PORT = String(apiPort);
const demoPassword = env.DEMO_PASSWORD || 'demo';

const api = await startServer({
  port: apiPort,
  host: '127.0.0.1',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR ?? './data'),
  seedScale: env.SEED_SCALE ? Number(env.SEED_SCALE) : 1,
  demoPassword,
  smtp: env.SMTP_URL ? parseSmtpUrl(env.SMTP_URL, env.MAIL_FROM || 'sdr-ops@localhost') : undefined,
  log: (line) => console.log(line),
});
const vite = await createServer({ server: { port, strictPort: true, host: env.HOST ?? '127.0.0.1' } });
await vite.listen();
console.log(`\nDevelopment: app with hot reload at http://localhost:${port}, API at ${api.url}`);
console.log(`Demo sign-ins:\n${describeDemoSignIns(demoPassword)}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), api.stop()]).finally(() => process.exit(0));
  });
}
