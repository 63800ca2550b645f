import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTeamMembers } from '../../src/server/db/schema/clients';
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

/** The filters of GET /api/users as src/server/queries/users.ts reads them. */
type Filters = {
  active?: boolean;
  assigned?: boolean;
  roles?: string[];
  startingCapacity?: true;
  permission?: string;
  client?: number;
  team?: number;
};

const flag = (b: boolean) => (b ? '1' : '0');
function queryOf(f: Filters): string {
  const parts: string[] = [];
  if (f.active !== undefined) parts.push(`active=${flag(f.active)}`);
  if (f.assigned !== undefined) parts.push(`assigned=${flag(f.assigned)}`);
  for (const r of f.roles ?? []) parts.push(`roles[]=${r}`);
  if (f.startingCapacity) parts.push('startingCapacity=1');
  if (f.permission) parts.push(`permission=${f.permission}`);
  if (f.client !== undefined) parts.push(`client=${f.client}`);
  if (f.team !== undefined) parts.push(`team=${f.team}`);
  return `?${parts.join('&')}`;
}

/**
 * The ids the filters should keep, asked of the tables straight in SQL (not
 * through the server's code): staff users, each filter one condition, all of
 * them together. assigned: on at least one client's team (or on none);
 * roles[]: holding any of them; startingCapacity: one is set; permission:
 * held through a role or directly; client: on that client's team; team: a
 * member of that team.
 */
async function expectedIds(f: Filters): Promise<number[]> {
  const onClientTeam = sql`exists (select 1 from client_team_members m where m.user_id = u.id)`;
  const where: SQL[] = [sql`not u.is_guest`];
  if (f.active !== undefined) where.push(sql`u.active = ${f.active}`);
  if (f.assigned !== undefined) where.push(f.assigned ? onClientTeam : sql`not ${onClientTeam}`);
  if (f.roles?.length) {
    const slugs = sql.join(
      f.roles.map((r) => sql`${r}`),
      sql`, `,
    );
    where.push(sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.slug in (${slugs}))`);
  }
  if (f.startingCapacity) where.push(sql`u.starting_capacity is not null`);
  if (f.permission) {
    where.push(sql`(
      exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
        where ur.user_id = u.id and p.slug = ${f.permission})
      or exists (select 1 from user_permissions up join permissions p on p.id = up.permission_id where up.user_id = u.id and p.slug = ${f.permission}))`);
  }
  if (f.client !== undefined) where.push(sql`exists (select 1 from client_team_members m where m.user_id = u.id and m.client_id = ${f.client})`);
  if (f.team !== undefined) where.push(sql`exists (select 1 from team_members tm where tm.user_id = u.id and tm.team_id = ${f.team})`);
  const result = (await api.database.db.execute(sql`select u.id from users u where ${sql.join(where, sql` and `)} order by u.id`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((r) => r.id);
}

const sortedIds = (list: User[]) => list.map((u) => u.id).sort((a, b) => a - b);

describe('GET /api/users: filters combined', () => {
  // Users the demo data lacks, so that each combination below keeps some
  // users and leaves out others that pass one of its filters: an unassigned
  // SDR, an inactive one with a starting capacity, an SDR holding
  // edit-content directly on the guest's client's team, an inactive content
  // owner, and an inactive PSM still on that client's team.
  let clientId: number;
  let teamId: number;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const guest = (await api.database.db.execute(sql`select client_id from users where email = 'guest@demo.test'`)) as unknown as {
      rows: { client_id: number }[];
    };
    clientId = guest.rows[0].client_id;
    teamId = (await admin.get<{ id: number }[]>('/api/teams')).body[0].id;
    const add = async (key: string, body: Record<string, unknown>, { inactive = false, onClient = false } = {}) => {
      const res = await admin.post('/api/users', { name: `Combo ${key}`, email: `combo-${key}@agency.test`, temporaryPassword: 'Temp-Pass-Word-2345', ...body });
      expect(res.status, res.text).toBe(201);
      made[key] = res.body.id;
      if (onClient) await api.database.db.insert(clientTeamMembers).values({ clientId, userId: res.body.id });
      if (inactive) expect((await admin.patch(`/api/users/${res.body.id}`, { active: false })).status).toBe(200);
    };
    await add('unassigned-sdr', { roles: ['sdr'], startingCapacity: 8, teamIds: [teamId] });
    await add('inactive-sdr', { roles: ['sdr'], startingCapacity: 10, teamIds: [teamId] }, { inactive: true });
    await add('sdr-editor', { roles: ['sdr'], permissions: ['edit-content'], startingCapacity: 11 }, { onClient: true });
    await add('inactive-content', { roles: ['content'] }, { inactive: true });
    await add('inactive-psm', { roles: ['psm'], teamIds: [teamId] }, { inactive: true, onClient: true });
  });

  // Each combination keeps exactly the users the tables say, and keeps fewer
  // than each of its filters alone would: every filter in it counts.
  const narrowing: [string, () => Filters, string[]][] = [
    ['assigned=0 & roles[]=sdr', () => ({ assigned: false, roles: ['sdr'] }), ['unassigned-sdr', 'inactive-sdr']],
    ['assigned=1 & roles[]=sdr & roles[]=ssdr', () => ({ assigned: true, roles: ['sdr', 'ssdr'] }), ['sdr-editor']],
    ['assigned=0 & permission=book-meetings', () => ({ assigned: false, permission: 'book-meetings' }), ['unassigned-sdr', 'inactive-sdr']],
    ['assigned=1 & active=0', () => ({ assigned: true, active: false }), ['inactive-psm']],
    ['permission=edit-content & active=1', () => ({ permission: 'edit-content', active: true }), ['sdr-editor']],
    ['permission=edit-content & active=0', () => ({ permission: 'edit-content', active: false }), ['inactive-content']],
    ['permission=edit-content & roles[]=sdr (held directly)', () => ({ permission: 'edit-content', roles: ['sdr'] }), ['sdr-editor']],
    ['permission=sequencer-edit & client', () => ({ permission: 'sequencer-edit', client: clientId }), ['inactive-psm']],
    ['client & roles[]=sdr', () => ({ client: clientId, roles: ['sdr'] }), ['sdr-editor']],
    ['client & active=0', () => ({ client: clientId, active: false }), ['inactive-psm']],
    ['client & startingCapacity=1', () => ({ client: clientId, startingCapacity: true }), ['sdr-editor']],
    ['active=0 & startingCapacity=1', () => ({ active: false, startingCapacity: true }), ['inactive-sdr']],
    ['active=1 & assigned=0 & startingCapacity=1', () => ({ active: true, assigned: false, startingCapacity: true }), ['unassigned-sdr']],
    ['team & active=0', () => ({ team: teamId, active: false }), ['inactive-sdr', 'inactive-psm']],
    ['team & assigned=0 & roles[]=sdr', () => ({ team: teamId, assigned: false, roles: ['sdr'] }), ['unassigned-sdr', 'inactive-sdr']],
    [
      'roles[]=sdr & permission=edit-content & client & active=1 & startingCapacity=1 & assigned=1',
      () => ({ roles: ['sdr'], permission: 'edit-content', client: clientId, active: true, startingCapacity: true, assigned: true }),
      ['sdr-editor'],
    ],
  ];

  it.each(narrowing)('%s', async (_name, filtersOf, mustHold) => {
    const filters = filtersOf();
    const expected = await expectedIds(filters);
    const answer = await users(queryOf(filters));
    expect(sortedIds(answer), queryOf(filters)).toEqual(expected);
    for (const key of mustHold) expect(expected, key).toContain(made[key]);
    for (const [key, value] of Object.entries(filters)) {
      const alone = await expectedIds({ [key]: value });
      expect(expected.length, `${queryOf(filters)} keeps fewer than ${queryOf({ [key]: value })}`).toBeLessThan(alone.length);
    }
  });

  it('a combination nobody matches is an empty list: client & assigned=0, active=0 & roles[]=dso', async () => {
    for (const filters of [{ client: clientId, assigned: false }, { active: false, roles: ['dso'] }] satisfies Filters[]) {
      expect(await expectedIds(filters)).toEqual([]);
      expect(await users(queryOf(filters)), queryOf(filters)).toEqual([]);
    }
  });

  it('client & assigned=1 is the client team itself', async () => {
    const expected = await expectedIds({ client: clientId });
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(await users(queryOf({ client: clientId, assigned: true })))).toEqual(expected);
  });

  it('include-me adds the caller to a combination that leaves them out, and nobody else', async () => {
    const filters: Filters = { active: false, startingCapacity: true };
    const expected = await expectedIds(filters);
    expect(expected).not.toContain(ids['admin@demo.test']);
    const answer = await users(`${queryOf(filters)}&include-me=1`);
    expect(sortedIds(answer)).toEqual([...expected, ids['admin@demo.test']].sort((a, b) => a - b));
  });
});
