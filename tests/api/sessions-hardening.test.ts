import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdleDays } from '../../src/server/auth/sessions';
import { openDatabase } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema/auth';
import { users } from '../../src/server/db/schema/users';
import { loggable } from '../../src/server/http/errors';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

// Issue 17: sessions, cookies, files, logs.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const userId = async (email: string) => (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const sessionOf = (client: ApiClient) => client.cookies.get('sid')!;

describe('cookies', () => {
  it('are Secure when the app is reached over HTTPS, directly or through a proxy that says so', async () => {
    const body = JSON.stringify({ email: 'sdr@demo.test', password: 'demo' });
    const headers = { 'content-type': 'application/json' };
    const direct = await api.app.request('https://sdr.example/api/auth/login', { method: 'POST', headers, body });
    const proxied = await api.app.request('/api/auth/login', { method: 'POST', headers: { ...headers, 'x-forwarded-proto': 'https' }, body });
    const plain = await api.app.request('/api/auth/login', { method: 'POST', headers, body });
    for (const res of [direct, proxied]) {
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().every((c) => /;\s*Secure/i.test(c))).toBe(true);
    }
    expect(plain.headers.getSetCookie().some((c) => /;\s*Secure/i.test(c))).toBe(false);
  });
});

describe('sessions', () => {
  it('do not come back when a user is reactivated', async () => {
    const rep = await api.as('ssdr@demo.test');
    const id = await userId('ssdr@demo.test');
    // Deactivated outside the app (a script), then reactivated by an admin.
    await api.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    const admin = await api.as('admin@demo.test');
    const { version } = (await admin.get(`/api/users/${id}`)).body;
    const back = await admin.patch(`/api/users/${id}`, { active: true }, { headers: { 'If-Match': String(version) } });
    expect(back.status).toBe(200);
    expect((await rep.get('/me')).status).toBe(401);
    expect((await api.as('ssdr@demo.test')).cookies.get('sid')).toBeTruthy();
  });

  it(`end after ${sessionIdleDays} days without use as well as after 30 days`, async () => {
    const idle = await api.as('pdm@demo.test');
    const used = await api.as('pdm@demo.test');
    const { hashSessionId } = await import('../../src/server/auth/sessions');
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    await api.database.db.update(sessions).set({ lastSeenAt: ago(sessionIdleDays + 1) }).where(eq(sessions.idHash, hashSessionId(sessionOf(idle))));
    await api.database.db.update(sessions).set({ lastSeenAt: ago(2) }).where(eq(sessions.idHash, hashSessionId(sessionOf(used))));
    expect((await idle.get('/me')).status).toBe(401);
    expect((await used.get('/me')).status).toBe(200);
    // Use moves the idle clock forward.
    const [row] = await api.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.idHash, hashSessionId(sessionOf(used))));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('end on the other devices when the password is set', async () => {
    const admin = await api.as('admin@demo.test');
    const id = await userId('strategist@demo.test');
    expect((await admin.post(`/api/users/${id}/temporary-password`, { temporaryPassword: 'Temp-Pass-For-Test-1' })).status).toBe(200);
    const signIn = async () => {
      const client = api.anonymous();
      expect((await client.post('/api/auth/login', { email: 'strategist@demo.test', password: 'Temp-Pass-For-Test-1' })).status).toBe(200);
      return client;
    };
    const [laptop, phone] = [await signIn(), await signIn()];
    expect((await laptop.post('/api/auth/password', { password: 'A-New-Password-42' })).status).toBe(200);
    expect((await laptop.get('/me')).status).toBe(200);
    expect((await phone.get('/me')).status).toBe(401);
  });
});

describe('answers', () => {
  it('carry Cache-Control: no-store when they are JSON', async () => {
    const sdr = await api.as('sdr@demo.test');
    for (const path of ['/me', '/api/tasks', '/api/clients']) expect((await sdr.get(path)).headers.get('cache-control')).toBe('no-store');
    expect((await api.anonymous().get('/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('refuse an unsafe call from another site even with the XSRF token', async () => {
    const sdr = await api.as('sdr@demo.test');
    const foreign = await sdr.patch('/notification-user/mark-as-read', undefined, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatch(/another site/);
    expect((await sdr.patch('/notification-user/mark-as-read', undefined, { headers: { Origin: 'null' } })).status).toBe(403);
    expect((await sdr.patch('/notification-user/mark-as-read', undefined, { headers: { Origin: 'http://localhost' } })).status).toBeLessThan(300);
    const login = await api.anonymous().post('/api/auth/login', { email: 'sdr@demo.test', password: 'demo' }, { headers: { Origin: 'https://evil.example' } });
    expect(login.status).toBe(403);
  });
});

describe('stored secrets and logs', () => {
  it('gives every user their own salt, demo users included', async () => {
    const rows = await api.database.db.select({ hash: users.passwordHash }).from(users);
    expect(new Set(rows.map((r) => r.hash.split('$')[4])).size).toBe(rows.length);
  });

  it('logs a failed query with its statement and error, not its values', () => {
    const error = new DrizzleQueryError('insert into client_contacts (email) values ($1)', ['jane.doe@prospect.example'], new Error('value too long'));
    const logged = loggable(error) as Error;
    expect(`${logged.message}\n${logged.stack}`).not.toContain('jane.doe');
    expect(logged.message).toContain('insert into client_contacts');
    expect(logged.message).toContain('value too long');
  });
});

describe('data files', () => {
  it('are private to the server user, checked and made so at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdr-private-'));
    try {
      chmodSync(dir, 0o777);
      writeFileSync(join(dir, 'stray.txt'), 'x', { mode: 0o666 });
      chmodSync(join(dir, 'stray.txt'), 0o666);
      const database = await openDatabase({ dataDir: dir });
      await database.close();
      const loose: string[] = [];
      const visit = (path: string) => {
        const stat = statSync(path);
        if ((stat.mode & 0o077) !== 0) loose.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
      };
      visit(dir);
      expect(loose).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
