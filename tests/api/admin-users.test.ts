import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { shareSessionForgets } from '../../src/server/auth/session-forgets';
import { openDatabase } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema/auth';
import { users } from '../../src/server/db/schema/users';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import { ApiClient as Client, createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { withDatabase } from '../support/test-database';

// Issue 22: adding, editing and deactivating users; the first sign-in's
// password; the rights guards; the audit log. GET /api/users's spec filters
// are in users.test.ts.

let api: TestApi;
let admin: ApiClient;
let ids: Record<string, number>;
let teamIds: number[];
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@demo.test');
  ids = Object.fromEntries((await admin.get<{ id: number; email: string }[]>('/api/users')).body.map((u) => [u.email, u.id]));
  teamIds = (await admin.get<{ id: number }[]>('/api/teams')).body.map((t) => t.id);
});
afterAll(() => api.close());

let counter = 0;
const temporaryPassword = 'Temp-Pass-Word-2345';
const newUser = (over: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: `Nora New ${counter}`, email: `nora${counter}@agency.test`, roles: ['sdr'], temporaryPassword, ...over };
};

async function signIn(email: string, password: string) {
  const client = api.anonymous();
  const res = await client.post('/api/auth/login', { email, password });
  return { client, res };
}

async function audit(query = '') {
  const res = await admin.get(`/api/audit-log${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { action: string; entity: string; entityId: number; actor: { id: number; name: string } | null; before: any; after: any; summary: string }[];
}

describe('POST /api/users', () => {
  it('adds a staff user with roles, permissions, teams and capacity; the answer holds no password', async () => {
    const body = newUser({ permissions: ['edit-content'], teamIds: [teamIds[0]], startingCapacity: 10 });
    const res = await admin.post('/api/users', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      name: body.name,
      email: body.email,
      active: true,
      isGuest: false,
      role: 'SDR',
      roles: [{ slug: 'sdr', name: 'SDR' }],
      directPermissions: ['edit-content'],
      permissions: ['book-meetings', 'edit-content', 'work-tasks'],
      teamIds: [teamIds[0]],
      startingCapacity: 10,
      mustSetPassword: true,
      version: 1,
    });
    expect(res.text).not.toContain(temporaryPassword);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(temporaryPassword);
    expect(row.temporaryPasswordExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const listed = (await admin.get(`/api/users?team=${teamIds[0]}`)).body.map((u: { id: number }) => u.id);
    expect(listed).toContain(res.body.id);
  });

  it('gives each user their own salt: the same temporary password hashes differently', async () => {
    const a = (await admin.post('/api/users', newUser())).body.id;
    const b = (await admin.post('/api/users', newUser())).body.id;
    const rows = await api.database.db.select({ id: users.id, hash: users.passwordHash }).from(users);
    const [ha, hb] = [rows.find((r) => r.id === a)!.hash, rows.find((r) => r.id === b)!.hash];
    expect(ha.split('$')[4]).not.toBe(hb.split('$')[4]);
  });

  it('refuses a taken email, unknown roles, archived or unknown teams and bad fields with 422 naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [newUser({ email: 'SDR@demo.test' }), 'email'],
      [newUser({ email: 'not-an-email' }), 'email'],
      [newUser({ name: '' }), 'name'],
      [newUser({ roles: [] }), 'roles'],
      [newUser({ roles: ['wizard'] }), 'roles.0'],
      [newUser({ roles: ['guest'] }), 'roles.0'],
      [newUser({ permissions: ['everything'] }), 'permissions.0'],
      [newUser({ teamIds: [999_999] }), 'teamIds'],
      [newUser({ startingCapacity: -1 }), 'startingCapacity'],
      [newUser({ temporaryPassword: 'short' }), 'temporaryPassword'],
      [newUser({ isGuest: true }), 'isGuest'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/users', body);
      expect(res.status, `${field}: ${res.text}`).toBe(422);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
  });

  it('is for super-admins only: other staff 403, a guest 403, no session 401, no XSRF 403', async () => {
    for (const email of ['dso@demo.test', 'pdm@demo.test', 'sdr@demo.test', 'guest@demo.test']) {
      const res = await (await api.as(email)).post('/api/users', newUser());
      expect(res.status, email).toBe(403);
    }
    expect((await api.anonymous().post('/api/users', newUser())).status).toBe(401);
    expect((await admin.post('/api/users', newUser(), { noXsrf: true })).status).toBe(403);
  });

  it('answers a repeated Idempotency-Key with the first answer, adding the user once', async () => {
    const body = newUser();
    const headers = { 'Idempotency-Key': `create-user-${counter}-key` };
    const first = await admin.post('/api/users', body, { headers });
    const again = await admin.post('/api/users', body, { headers });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await api.database.db.select().from(users).where(eq(users.email, body.email))).length).toBe(1);
  });
});

describe('the first sign-in of a new user', () => {
  it('signs in with the temporary password, is refused everything but /me until they set their own, then works', async () => {
    const body = newUser({ teamIds: [teamIds[0]] });
    await admin.post('/api/users', body);
    const { client, res } = await signIn(body.email, temporaryPassword);
    expect(res.status, res.text).toBe(200);
    expect(res.body.mustSetPassword).toBe(true);
    expect((await client.get('/me')).body.mustSetPassword).toBe(true);
    for (const path of ['/api/users', '/api/sync/pull?cursor=0', '/api/tasks?type=urgent']) {
      const refused = await client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.reason).toBe('set-password');
    }
    expect((await client.post('/api/auth/password', { password: 'short' })).body.fields).toHaveProperty('password');
    const same = await client.post('/api/auth/password', { password: temporaryPassword });
    expect(same.status).toBe(422);
    expect(same.body.fields).toHaveProperty('password');
    const set = await client.post('/api/auth/password', { password: 'my own password 1' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.mustSetPassword).toBe(false);
    // The same session goes on, with everything open.
    expect((await client.get('/api/sync/pull?cursor=0&limit=5')).status).toBe(200);
    expect((await client.post('/api/auth/password', { password: 'another password 2' })).status).toBe(409);
    // The temporary password no longer works; the new one does.
    expect((await signIn(body.email, temporaryPassword)).res.status).toBe(401);
    expect((await signIn(body.email, 'my own password 1')).res.status).toBe(200);
    expect((await audit('?entity=user')).some((e) => e.action === 'user.password-set' && e.actor?.name === body.name)).toBe(true);
  });

  it('ends other sessions opened with the temporary password when the password is set', async () => {
    const body = newUser();
    await admin.post('/api/users', body);
    const first = await signIn(body.email, temporaryPassword);
    const second = await signIn(body.email, temporaryPassword);
    expect((await second.client.post('/api/auth/password', { password: 'a password of mine' })).status).toBe(200);
    expect((await first.client.get('/me')).status).toBe(401);
    expect((await second.client.get('/me')).status).toBe(200);
  });

  it('refuses an expired temporary password', async () => {
    const body = newUser();
    const { id } = (await admin.post('/api/users', body)).body;
    await api.database.db.update(users).set({ temporaryPasswordExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, id));
    const { res } = await signIn(body.email, temporaryPassword);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/expired/);
  });

  it('a new temporary password from an admin ends the sessions and asks again', async () => {
    const body = newUser();
    const { id } = (await admin.post('/api/users', body)).body;
    const { client } = await signIn(body.email, temporaryPassword);
    await client.post('/api/auth/password', { password: 'first own password' });
    const reset = await admin.post(`/api/users/${id}/temporary-password`, { temporaryPassword: 'Next-Temp-Pass-6789' });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.mustSetPassword).toBe(true);
    expect(reset.text).not.toContain('Next-Temp-Pass-6789');
    expect((await client.get('/me')).status).toBe(401);
    const again = await signIn(body.email, 'Next-Temp-Pass-6789');
    expect(again.res.body.mustSetPassword).toBe(true);
    expect((await admin.post(`/api/users/${ids['admin@demo.test']}/temporary-password`, { temporaryPassword: 'Self-Temp-Pass-6789' })).status).toBe(422);
    expect((await admin.post(`/api/users/${id}/temporary-password`, { temporaryPassword: 'x' })).body.fields).toHaveProperty('temporaryPassword');
    expect((await (await api.as('dso@demo.test')).post(`/api/users/${id}/temporary-password`, { temporaryPassword: 'Next-Temp-Pass-0000' })).status).toBe(403);
  });
});

describe('GET and PATCH /api/users/{id}', () => {
  it('reads one user with direct permissions and version; 404 for a guest or no one; super-admins only', async () => {
    const res = await admin.get(`/api/users/${ids['content@demo.test']}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'content@demo.test', directPermissions: ['edit-content'], mustSetPassword: false, version: expect.any(Number) });
    const guestId = (await (await api.as('guest@demo.test')).get('/me')).body.id;
    expect((await admin.get(`/api/users/${guestId}`)).status).toBe(404);
    expect((await admin.get('/api/users/999999')).status).toBe(404);
    expect((await admin.get('/api/users/abc')).status).toBe(404);
    expect((await (await api.as('dso@demo.test')).get(`/api/users/${ids['sdr@demo.test']}`)).status).toBe(403);
  });

  it('changes name, roles, permissions, teams and starting capacity, moving the version on', async () => {
    const created = (await admin.post('/api/users', newUser())).body;
    const res = await admin.patch(
      `/api/users/${created.id}`,
      { name: 'Nora Moved', roles: ['pdm'], permissions: ['plan-capacity'], teamIds: [teamIds[1]], startingCapacity: 7 },
      { headers: { 'If-Match': String(created.version) } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nora Moved',
      role: 'Partner Delivery Manager',
      directPermissions: ['plan-capacity'],
      teamIds: [teamIds[1]],
      startingCapacity: 7,
      version: created.version + 1,
    });
    expect(res.body.permissions).toEqual(expect.arrayContaining(['edit-clients', 'plan-capacity']));
    const teams = (await admin.get('/api/teams')).body as { id: number; memberIds: number[] }[];
    expect(teams.find((t) => t.id === teamIds[1])!.memberIds).toContain(created.id);
    // A stale version is 412 with the user as they are now.
    const stale = await admin.patch(`/api/users/${created.id}`, { name: 'Lost Edit' }, { headers: { 'If-Match': String(created.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ name: 'Nora Moved' });
    const entries = await audit(`?entity=user&entityId=${created.id}`);
    expect(entries[0]).toMatchObject({ action: 'user.update', actor: { id: ids['admin@demo.test'] }, before: { name: created.name, roles: ['sdr'] }, after: { name: 'Nora Moved', roles: ['pdm'] } });
    expect(entries[0].before).not.toHaveProperty('email');
  });

  it('validates the body with 422 naming the field', async () => {
    const id = ids['sdr@demo.test'];
    for (const [body, field] of [
      [{ roles: [] }, 'roles'],
      [{ active: 'no' }, 'active'],
      [{ teamIds: ['x'] }, 'teamIds.0'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ email: 'a@b.cd' }, 'email'],
    ] as const) {
      const res = await admin.patch(`/api/users/${id}`, body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
  });

  it('refuses non-super-admins: a team manager, a team lead, a rep; a guest; anonymous', async () => {
    for (const email of ['dso@demo.test', 'pdm@demo.test', 'sdr@demo.test', 'guest@demo.test']) {
      expect((await (await api.as(email)).patch(`/api/users/${ids['ssdr@demo.test']}`, { name: 'Hijack' })).status, email).toBe(403);
    }
    expect((await api.anonymous().patch(`/api/users/${ids['ssdr@demo.test']}`, { name: 'Hijack' })).status).toBe(401);
    expect((await admin.get(`/api/users/${ids['ssdr@demo.test']}`)).body.name).toBe('Sofia Strand');
  });
});

describe('deactivating a user', () => {
  it("ends their sessions at once; their clients, tasks and meetings stay; the lookup shows them inactive", async () => {
    const body = newUser({ roles: ['sdr'] });
    const { id } = (await admin.post('/api/users', body)).body;
    const { client } = await signIn(body.email, temporaryPassword);
    await client.post('/api/auth/password', { password: 'soon to be gone' });
    // Cached a moment ago: the deactivation must not wait for the cache to lapse.
    expect((await client.get('/me')).status).toBe(200);
    const res = await admin.patch(`/api/users/${id}`, { active: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await client.get('/me')).status).toBe(401);
    expect(await api.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await signIn(body.email, 'soon to be gone')).res.status).toBe(401);
    const listed = (await admin.get('/api/users?active=0')).body.map((u: { id: number }) => u.id);
    expect(listed).toContain(id);
    const pulled = await admin.get('/api/sync/pull?cursor=0&limit=5000');
    const lookup = pulled.body.changes.find((c: { collection: string; id: string }) => c.collection === 'lookups' && c.id === 'users');
    expect(lookup.data.items.find((u: { id: number }) => u.id === id)).toMatchObject({ active: false });
    expect((await audit(`?entity=user&entityId=${id}`))[0]).toMatchObject({ action: 'user.deactivate', before: { active: true }, after: { active: false } });
  });

  it('keeps a seeded rep’s meetings and tasks when they are deactivated, and lets them back in when reactivated', async () => {
    const sdrClient = await api.as('ssdr@demo.test');
    const id = ids['ssdr@demo.test'];
    const tasksBefore = (await admin.get('/api/tasks?type=urgent&type=high&type=normal&type=low')).body.filter((t: { assigneeId: number }) => t.assigneeId === id).length;
    const holdings = (await admin.get(`/api/users/${id}`)).body.holdings;
    expect(holdings.clientTeams + holdings.openTasks + holdings.meetings).toBeGreaterThan(0);
    const off = await admin.patch(`/api/users/${id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.holdings).toEqual(holdings);
    expect((await sdrClient.get('/me')).status).toBe(401);
    const tasksAfter = (await admin.get('/api/tasks?type=urgent&type=high&type=normal&type=low')).body.filter((t: { assigneeId: number }) => t.assigneeId === id).length;
    expect(tasksAfter).toBe(tasksBefore);
    expect((await admin.patch(`/api/users/${id}`, { active: true })).status).toBe(200);
    expect((await api.as('ssdr@demo.test')).cookies.size).toBeGreaterThan(0);
    expect((await audit(`?entity=user&entityId=${id}`))[0].action).toBe('user.reactivate');
  });
});

describe('the rights guards on the server', () => {
  it('never lets a super-admin add a role or permission to themselves, nor deactivate themselves', async () => {
    const me = ids['admin@demo.test'];
    const role = await admin.patch(`/api/users/${me}`, { roles: ['admin', 'sdr'] });
    expect(role.status).toBe(403);
    expect(role.body.fields).toHaveProperty('roles');
    const perm = await admin.patch(`/api/users/${me}`, { permissions: ['edit-content'] });
    expect(perm.status).toBe(403);
    const off = await admin.patch(`/api/users/${me}`, { active: false });
    expect(off.status).toBe(422);
    expect(off.body.fields).toHaveProperty('active');
    expect((await admin.patch(`/api/users/${me}`, { name: 'Ada Admin' })).status).toBe(200);
  });

  it('never removes the last active super-admin; with a second one it may', async () => {
    const ada = ids['admin@demo.test'];
    // A second super-admin who also holds the SDR role (so giving up admin raises nothing).
    const body = newUser({ roles: ['admin', 'sdr'] });
    const second = (await admin.post('/api/users', body)).body;
    const { client } = await signIn(body.email, temporaryPassword);
    await client.post('/api/auth/password', { password: 'second admin pass' });
    const demoteAda = await client.patch(`/api/users/${ada}`, { roles: ['content'] });
    expect(demoteAda.status, demoteAda.text).toBe(200);
    // Ada's cached session no longer holds super-admin at her next call.
    expect((await admin.get('/api/audit-log')).status).toBe(403);
    // Now the second one is the last: they may neither drop the role nor leave.
    const last = await client.patch(`/api/users/${second.id}`, { roles: ['sdr'] });
    expect(last.status).toBe(409);
    expect(last.body.fields).toHaveProperty('roles');
    expect((await client.patch(`/api/users/${second.id}`, { active: false })).status).toBe(422);
    // Ada back as super-admin; then the second may go.
    expect((await client.patch(`/api/users/${ada}`, { roles: ['admin'] })).status).toBe(200);
    expect((await admin.get('/api/audit-log')).status).toBe(200);
    expect((await client.patch(`/api/users/${second.id}`, { roles: ['sdr'] })).status).toBe(200);
    // Ada alone again: her one role cannot go.
    expect((await admin.patch(`/api/users/${ada}`, { roles: ['content'] })).status).toBe(403);
  });
});

describe('GET /api/roles', () => {
  it('lists every role with the permissions it gives', async () => {
    const roles = (await admin.get('/api/roles')).body as { slug: string; name: string; permissions: string[] }[];
    expect(roles.find((r) => r.slug === 'admin')!.permissions).toEqual(['super-admin']);
    expect(roles.find((r) => r.slug === 'dso')!.permissions).toContain('manage-teams');
    expect((await (await api.as('guest@demo.test')).get('/api/roles')).status).toBe(403);
  });
});

describe('GET /api/audit-log', () => {
  it('is newest first, filters by entity, actor and page, and holds no secret', async () => {
    const all = await audit('?limit=200');
    expect(all.length).toBeGreaterThan(5);
    const text = JSON.stringify(all);
    expect(text).not.toContain(temporaryPassword);
    expect(text).not.toContain('scrypt$');
    const page = await audit('?limit=2');
    expect(page).toHaveLength(2);
    const next = await audit(`?limit=2&before=${(page[1] as unknown as { id: number }).id}`);
    expect((next[0] as unknown as { id: number }).id).toBeLessThan((page[1] as unknown as { id: number }).id);
    expect((await audit(`?actor=${ids['admin@demo.test']}`)).every((e) => e.actor?.id === ids['admin@demo.test'])).toBe(true);
    expect((await admin.get('/api/audit-log?entity=planet')).status).toBe(422);
    expect((await admin.get('/api/audit-log?limit=0')).status).toBe(422);
  });

  it('is for super-admins only', async () => {
    for (const email of ['dso@demo.test', 'strategist@demo.test', 'guest@demo.test']) expect((await (await api.as(email)).get('/api/audit-log')).status, email).toBe(403);
    expect((await api.anonymous().get('/api/audit-log')).status).toBe(401);
  });
});

describe('what devices mirror follows the change', () => {
  it("a user's own device gets their new rights (me) and everyone's the users lookup", async () => {
    const body = newUser();
    const { id } = (await admin.post('/api/users', body)).body;
    const { client } = await signIn(body.email, temporaryPassword);
    await client.post('/api/auth/password', { password: 'mirror password 1' });
    const { cursor } = (await client.get('/api/sync/pull?cursor=0&limit=5000')).body;
    await admin.patch(`/api/users/${id}`, { permissions: ['plan-capacity'] });
    const changes = (await client.get(`/api/sync/pull?cursor=${cursor}&limit=5000`)).body.changes as { collection: string; id: string; data: any }[];
    expect(changes.find((c) => c.collection === 'me')!.data.permissions).toContain('plan-capacity');
    const lookup = changes.find((c) => c.collection === 'lookups' && c.id === 'users')!;
    expect(lookup.data.items.find((u: { id: number }) => u.id === id).permissions).toContain('plan-capacity');
  });
});

describe('settings changes are in the audit log', () => {
  it('records who changed which setting, before and after', async () => {
    const [current] = (await admin.get('/api/settings')).body;
    await admin.patch('/api/settings', [{ defaultMeetingMinutes: current.defaultMeetingMinutes === 45 ? 30 : 45 }]);
    const [entry] = await audit('?entity=settings');
    expect(entry).toMatchObject({ action: 'settings.update', actor: { id: ids['admin@demo.test'] }, before: { defaultMeetingMinutes: current.defaultMeetingMinutes } });
    expect(Object.keys(entry.after)).toEqual(['defaultMeetingMinutes']);
  });
});

// PostgreSQL only (the CI's second API pass): another server process that
// had the session cached hears of the deactivation when it commits (NOTIFY).
describe.runIf(process.env.DATABASE_URL)('deactivation with several server processes', () => {
  it('ends the session in another process at once, not after its cache lapses', async () => {
    const result = (await api.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const other = await openDatabase({ databaseUrl: withDatabase(process.env.DATABASE_URL!, result.rows[0].name) });
    const stops = [await shareSessionForgets(api.database), await shareSessionForgets(other)];
    try {
      const appB = createApp({ database: other, integrations: createIntegrations({}), config: { secureCookies: false, demoPassword: 'demo' } });
      const body = newUser();
      const { id } = (await admin.post('/api/users', body)).body;
      const viaA = (await signIn(body.email, temporaryPassword)).client;
      await viaA.post('/api/auth/password', { password: 'two processes pw' });
      const viaB = new Client(appB);
      for (const [k, v] of viaA.cookies) viaB.cookies.set(k, v);
      expect((await viaB.get('/me')).status).toBe(200);
      expect((await admin.patch(`/api/users/${id}`, { active: false })).status).toBe(200);
      await expect.poll(async () => (await viaB.get('/me')).status, { timeout: 1000, interval: 20 }).toBe(401);
    } finally {
      for (const stop of stops) await stop();
      await other.close();
    }
  });
});
