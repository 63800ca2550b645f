import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCacheMs } from '../../src/server/auth/sessions';
import { users } from '../../src/server/db/schema/users';
import { createTestApi, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('sign-in', () => {
  it('sets an HttpOnly session cookie and a readable XSRF-TOKEN cookie', async () => {
    const client = api.anonymous();
    const res = await client.post('/api/auth/login', { email: 'sdr@demo.test', password: 'demo' });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);
    expect(res.body).toMatchObject({ email: 'sdr@demo.test', isGuest: false });
  });

  it('answers 401 with an error for a wrong password', async () => {
    const res = await api.anonymous().post('/api/auth/login', { email: 'pdm@demo.test', password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/not correct/);
  });

  it('answers 429 after more than 5 failures a minute for one address', async () => {
    const client = api.anonymous();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/login', { email: 'dso@demo.test', password: 'x' })).status).toBe(401);
    }
    const limited = await client.post('/api/auth/login', { email: 'dso@demo.test', password: 'demo' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many/);
    // Another address is not affected.
    expect((await client.post('/api/auth/login', { email: 'ssdr@demo.test', password: 'demo' })).status).toBe(200);
  });

  it('gives a new session id at every sign-in', async () => {
    const a = await api.as('psm@demo.test');
    const b = await api.as('psm@demo.test');
    expect(a.cookies.get('sid')).not.toBe(b.cookies.get('sid'));
  });

  it('refuses malformed and invalid bodies with JSON errors', async () => {
    const client = api.anonymous();
    const malformed = await client.request('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBeTypeOf('string');
    const invalid = await client.post('/api/auth/login', { email: 'not-an-email', password: 5 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toHaveProperty('email');
    expect(invalid.body.fields).toHaveProperty('password');
  });
});

describe('sessions', () => {
  it('answers 401 without a session', async () => {
    const res = await api.anonymous().get('/me');
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTypeOf('string');
  });

  it('answers 403 to an unsafe call without the XSRF header', async () => {
    const client = await api.as('sdr@demo.test');
    const res = await client.patch('/notification-user/mark-as-read', undefined, { noXsrf: true });
    expect(res.status).toBe(403);
    const wrong = await client.patch('/notification-user/mark-as-read', undefined, {
      noXsrf: true,
      headers: { 'X-XSRF-TOKEN': 'forged' },
    });
    expect(wrong.status).toBe(403);
  });

  it('ends the session at sign-out', async () => {
    const client = await api.as('strategist@demo.test');
    expect((await client.get('/me')).status).toBe(200);
    const sid = client.cookies.get('sid')!;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    client.cookies.set('sid', sid);
    expect((await client.get('/me')).status).toBe(401);
  });

  it('keeps a live session for a few seconds only: a user deactivated in the database is refused after that', async () => {
    const client = await api.as('psm@demo.test');
    expect((await client.get('/me')).status).toBe(200);
    await api.database.db.update(users).set({ active: false }).where(eq(users.email, 'psm@demo.test'));
    try {
      // Within the cache time the session answered a moment ago still stands…
      expect((await client.get('/me')).status).toBe(200);
      // …and once it has passed the database is asked again.
      const later = Date.now() + sessionCacheMs + 1;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      expect((await client.get('/me')).status).toBe(401);
    } finally {
      vi.restoreAllMocks();
      await api.database.db.update(users).set({ active: true }).where(eq(users.email, 'psm@demo.test'));
    }
  });
});

describe('GET /me', () => {
  it('describes a staff user with roles and permissions', async () => {
    const res = await (await api.as('sdr@demo.test')).get('/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Sam Rivera', email: 'sdr@demo.test', isGuest: false });
    expect(res.body.roles).toEqual([expect.objectContaining({ slug: 'sdr', name: 'SDR' })]);
    expect(res.body.permissions).toContain('book-meetings');
  });

  it('describes a guest with no permissions', async () => {
    const res = await (await api.as('guest@demo.test')).get('/me');
    expect(res.body).toMatchObject({ email: 'guest@demo.test', isGuest: true, permissions: [] });
    expect(res.body.clientId).toBeTypeOf('number');
  });
});

describe('sign-in edge cases', () => {
  it('answers an unknown address exactly like a wrong password', async () => {
    const client = api.anonymous();
    const unknown = await client.post('/api/auth/login', { email: 'nobody@demo.test', password: 'demo' });
    const wrong = await client.post('/api/auth/login', { email: 'content@demo.test', password: 'wrong' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a deactivated user', async () => {
    const [inactive] = await api.database.db.select({ email: users.email }).from(users).where(eq(users.active, false)).limit(1);
    expect(inactive).toBeDefined();
    const res = await api.anonymous().post('/api/auth/login', { email: inactive.email, password: 'demo' });
    expect(res.status).toBe(401);
  });

  it('needs the XSRF header to sign out, and a session', async () => {
    const client = await api.as('content@demo.test');
    expect((await client.post('/api/auth/logout', undefined, { noXsrf: true })).status).toBe(403);
    expect((await client.get('/me')).status).toBe(200);
    expect((await api.anonymous().post('/api/auth/logout')).status).toBe(401);
  });

  it('clears both cookies at sign-out', async () => {
    const client = await api.as('content@demo.test');
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/i);
    expect(cleared.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/Max-Age=0/i);
    expect(client.cookies.size).toBe(0);
  });
});
