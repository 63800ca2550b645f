import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let admin: ApiClient;
let ids: Record<string, number>;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@demo.test');
  const all = await users('');
  ids = Object.fromEntries(all.map((u) => [u.email, u.id]));
});
afterAll(() => api.close());

type User = {
  id: number;
  name: string;
  email: string;
  active: boolean;
  isGuest: boolean;
  roles: { id: number; slug: string; name: string }[];
  role: string | null;
  permissions: string[];
  teamIds: number[];
  startingCapacity: number | null;
};

async function users(query: string, client = admin): Promise<User[]> {
  const res = await client.get<User[]>(`/api/users${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.body;
}
const emails = (list: User[]) => list.map((u) => u.email);

describe('GET /api/users', () => {
  it('lists staff with roles and permissions, never guests', async () => {
    const all = await users('');
    expect(all.length).toBeGreaterThan(20);
    expect(emails(all)).not.toContain('guest@demo.test');
    expect(all.find((u) => u.email === 'sdr@demo.test')).toMatchObject({
      name: 'Sam Rivera',
      active: true,
      isGuest: false,
      role: 'SDR',
      roles: [{ slug: 'sdr', name: 'SDR' }],
      permissions: expect.arrayContaining(['book-meetings']),
      startingCapacity: 12,
    });
  });

  it('active=1 and active=0 split the list', async () => {
    const all = await users('');
    const active = await users('?active=1');
    const inactive = await users('?active=0');
    expect(active.every((u) => u.active)).toBe(true);
    expect(inactive.every((u) => !u.active)).toBe(true);
    expect(inactive.length).toBeGreaterThan(0);
    expect(active.length + inactive.length).toBe(all.length);
  });

  it('assigned=1 keeps users on a client team, assigned=0 the others', async () => {
    const all = await users('');
    const assigned = emails(await users('?assigned=1'));
    const unassigned = emails(await users('?assigned=0'));
    expect(assigned).toContain('sdr@demo.test');
    expect(unassigned).toContain('admin@demo.test');
    expect(unassigned).not.toContain('sdr@demo.test');
    expect(assigned.length + unassigned.length).toBe(all.length);
  });

  it('roles[] repeated keeps users holding any of those roles', async () => {
    const list = await users('?roles[]=sdr&roles[]=pdm');
    expect(emails(list)).toEqual(expect.arrayContaining(['sdr@demo.test', 'pdm@demo.test']));
    expect(emails(list)).not.toContain('dso@demo.test');
    for (const u of list) expect(u.roles.some((r) => r.slug === 'sdr' || r.slug === 'pdm')).toBe(true);
    const one = await users('?roles[]=dso');
    expect(emails(one)).toContain('dso@demo.test');
    expect(one.length).toBeLessThan(list.length);
  });

  it('startingCapacity=1 keeps users with a starting capacity', async () => {
    const list = await users('?startingCapacity=1');
    expect(emails(list)).toContain('sdr@demo.test');
    expect(emails(list)).not.toContain('admin@demo.test');
    for (const u of list) expect(u.startingCapacity).toEqual(expect.any(Number));
  });

  it('permission keeps users holding it (content owners hold edit-content)', async () => {
    const list = await users('?permission=edit-content');
    expect(emails(list)).toContain('content@demo.test');
    expect(emails(list)).not.toContain('sdr@demo.test');
    for (const u of list) expect(u.permissions).toContain('edit-content');
  });

  it("client keeps the members of that client's team", async () => {
    const clientId = (await (await api.as('guest@demo.test')).get('/me')).body.clientId as number;
    const list = await users(`?client=${clientId}`);
    expect(emails(list)).toContain('sdr@demo.test');
    expect(emails(list)).not.toContain('admin@demo.test');
    expect(list.length).toBeLessThan((await users('')).length);
    expect(await users('?client=999999')).toEqual([]);
  });

  it('include-me adds the caller whatever the filters (the booking form asks so)', async () => {
    const query = '?roles[]=sdr&roles[]=pdm&roles[]=dso&roles[]=ssdr';
    expect(emails(await users(query))).not.toContain('admin@demo.test');
    const withMe = await users(`${query}&include-me=1`);
    expect(emails(withMe)).toContain('admin@demo.test');
    expect(emails(withMe)).toContain('sdr@demo.test');
    expect(withMe.find((u) => u.id === ids['admin@demo.test'])).toBeDefined();
  });

  it('combines filters', async () => {
    const list = await users('?roles[]=sdr&active=1&startingCapacity=1');
    for (const u of list) {
      expect(u.active).toBe(true);
      expect(u.roles.map((r) => r.slug)).toContain('sdr');
      expect(u.startingCapacity).not.toBeNull();
    }
    expect(emails(list)).toContain('sdr@demo.test');
  });

  it('refuses filter values it cannot read with 422', async () => {
    for (const query of ['?active=maybe', '?client=abc', '?include-me=yes']) {
      const res = await admin.get(`/api/users${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.fields).toBeTypeOf('object');
    }
  });

  it('is for staff only: a guest gets 403, no session 401', async () => {
    const guest = await api.as('guest@demo.test');
    const res = await guest.get('/api/users');
    expect(res.status).toBe(403);
    expect(res.body.error).toBeTypeOf('string');
    expect((await api.anonymous().get('/api/users')).status).toBe(401);
  });
});
