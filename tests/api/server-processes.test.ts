import cluster from 'node:cluster';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { shareSessionForgets } from '../../src/server/auth/session-forgets';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import { startProcesses } from '../../src/server/start-processes';
import { ApiClient, createTestApi, type TestApi } from '../support/api-client';
import { withDatabase } from '../support/test-database';

const url = process.env.DATABASE_URL;

it('refuses several processes without PostgreSQL: PGlite serves one', async () => {
  await expect(startProcesses({ port: 0, processes: 2, dataDir: 'memory://' })).rejects.toThrow(/need PostgreSQL/);
});

// PostgreSQL only (the CI's second API pass): several processes share one database.
describe.runIf(url)('several server processes on one PostgreSQL', () => {
  let api: TestApi;
  let other: Database;
  let databaseUrl: string;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    api = await createTestApi();
    const result = (await api.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const [{ name }] = result.rows;
    databaseUrl = withDatabase(url!, name);
    other = await openDatabase({ databaseUrl });
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await other.close();
    await api.close();
  });

  it('a sign-out in one process ends the session in another that had it cached', async () => {
    stops.push(await shareSessionForgets(api.database), await shareSessionForgets(other));
    const appB = createApp({ database: other, integrations: createIntegrations({}), config: { secureCookies: false, demoPassword: 'demo' } });
    const viaA = await api.as('sdr@demo.test');
    const viaB = new ApiClient(appB);
    for (const [k, v] of viaA.cookies) viaB.cookies.set(k, v);
    // B now holds the session in its cache (for 5 s, decision 0014).
    expect((await viaB.get('/me')).status).toBe(200);
    expect((await viaB.get('/me')).status).toBe(200);
    expect((await viaA.post('/api/auth/logout')).status).toBe(204);
    // Told over NOTIFY: refused within moments, not after the cache's 5 s.
    await expect.poll(async () => (await viaB.get('/me')).status, { timeout: 1000, interval: 20 }).toBe(401);
  });

  it('serves from two processes on one port, and a sign-out reaches both', async () => {
    const running = await startProcesses({ port: 0, processes: 2, databaseUrl });
    stops.push(running.stop);
    // A new connection per call: the cluster hands them to the processes in turn.
    const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
      new Promise<{ status: number; cookies: string[]; pid: string }>((resolve, reject) => {
        const req = http.request(`${running.url}${path}`, { method, headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], pid: String(res.headers['x-server-process'] ?? '') }));
        });
        // A connection handed to a process as it is killed is never answered.
        req.setTimeout(3000, () => req.destroy(new Error('No answer within 3 s')));
        req.on('error', reject);
        req.end(body);
      });
    const login = await call('POST', '/api/auth/login', { 'content-type': 'application/json' }, JSON.stringify({ email: 'sdr@demo.test', password: 'demo' }));
    expect(login.status).toBe(200);
    const jar = Object.fromEntries(login.cookies.map((c) => c.split(';')[0].split('=') as [string, string]));
    const cookie = Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');
    const before = await Promise.all(Array.from({ length: 12 }, () => call('GET', '/me', { cookie })));
    expect(before.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(before.map((r) => r.pid)).size).toBe(2);

    expect((await call('POST', '/api/auth/logout', { cookie, 'x-xsrf-token': jar['XSRF-TOKEN'] })).status).toBe(204);
    await new Promise((r) => setTimeout(r, 100));
    const after = await Promise.all(Array.from({ length: 12 }, () => call('GET', '/me', { cookie })));
    expect(after.map((r) => r.status)).toEqual(Array(12).fill(401));

    // A process that dies is started again, with a new number.
    const killed = Object.values(cluster.workers ?? {})[0]!;
    killed.process.kill('SIGKILL');
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/me').catch(() => ({ pid: 'lost' }))));
          return [...new Set(answers.map((r) => r.pid))].sort();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toEqual(['2', '3']);
    expect(killed.id).toBe(1);

    // Stopping while a replacement is still starting: it cannot hear 'stop'
    // yet, so it is asked once it is ready; the stop used to wait forever.
    const replacing = new Promise<void>((resolve) => cluster.once('fork', () => resolve()));
    Object.values(cluster.workers ?? {})[0]!.process.kill('SIGKILL');
    await replacing;
    const stopped = running.stop().then(() => 'stopped');
    const hung = new Promise((resolve) => setTimeout(resolve, 45_000, 'still waiting after 45 s')).then(String);
    expect(await Promise.race([stopped, hung])).toBe('stopped');
    expect(Object.keys(cluster.workers ?? {})).toEqual([]);
    await expect(call('GET', '/me')).rejects.toThrow(/ECONNREFUSED/);
    // Starting a process compiles the server's sources (tsx): seconds each.
  }, 120_000);
});
