import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
  guest = await api.as('guest@demo.test');
});
afterAll(() => api.close());

const get = async <T = any>(path: string, client = sdr): Promise<T> => {
  const res = await client.get<T>(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body;
};

describe('lookups', () => {
  it('/api/states: every state with abbreviation, name and label, by name', async () => {
    const states = await get<{ id: number; abbreviation: string; name: string; label: string }[]>('/api/states');
    expect(states).toHaveLength(51);
    expect(states.find((s) => s.abbreviation === 'CA')).toEqual({
      id: expect.any(Number),
      abbreviation: 'CA',
      name: 'California',
      label: 'California (CA)',
    });
    for (const s of states) expect(s.label).toBe(`${s.name} (${s.abbreviation})`);
    expect(states[0].name).toBe('Alabama');
    expect(states.at(-1)!.name).toBe('Wyoming');
  });

  it('/api/employee-ranges and /api/revenue-ranges: id and label, smallest first', async () => {
    const employees = await get<{ id: number; label: string }[]>('/api/employee-ranges');
    expect(employees.map((r) => r.label)).toEqual([
      '1-10', '11-50', '51-200', '201-500', '501-1,000', '1,001-5,000', '5,001-10,000', '10,001+',
    ]);
    const revenue = await get<{ id: number; label: string }[]>('/api/revenue-ranges');
    expect(revenue.map((r) => r.label)).toEqual([
      'Under $1M', '$1M-$5M', '$5M-$10M', '$10M-$25M', '$25M-$50M', '$50M-$100M', '$100M-$250M',
      '$250M-$500M', '$500M-$1B', 'Over $1B',
    ]);
    for (const r of [...employees, ...revenue]) expect(r.id).toEqual(expect.any(Number));
  });

  it('/api/management-levels: lowest to highest, since profiles need consecutive levels', async () => {
    const levels = await get<{ id: number; name: string }[]>('/api/management-levels');
    expect(levels.map((l) => l.name)).toEqual([
      'Individual Contributor', 'Manager', 'Director', 'Vice President', 'C-Level', 'Owner',
    ]);
  });

  it('/api/job-functions: top-level functions with their children', async () => {
    type Group = { id: number; name: string; children: { id: number; name: string; parentId: number }[] };
    const groups = await get<Group[]>('/api/job-functions');
    expect(groups).toHaveLength(7);
    for (const g of groups) {
      expect(g.children.length).toBeGreaterThan(0);
      for (const child of g.children) expect(child.parentId).toBe(g.id);
    }
    expect(groups.find((g) => g.name === 'Sales')!.children.map((c) => c.name)).toContain('Inside Sales');
    const childNames = groups.flatMap((g) => g.children.map((c) => c.name));
    for (const g of groups) expect(childNames).not.toContain(g.name);
  });

  it('/api/industries: a flat list with categories, grouped with with-categories=1, by name with sort=name', async () => {
    type Industry = { id: number; name: string; categoryId: number; category: string };
    const flat = await get<Industry[]>('/api/industries');
    expect(flat.length).toBeGreaterThan(20);
    expect(flat.find((i) => i.name === 'Software')).toMatchObject({ category: 'Technology' });
    for (const i of flat) expect(i).not.toHaveProperty('industries');

    const grouped = await get<{ id: number; name: string; industries: Industry[] }[]>('/api/industries?with-categories=1');
    expect(grouped.length).toBe(8);
    for (const cat of grouped) for (const i of cat.industries) expect(i.categoryId).toBe(cat.id);
    expect(grouped.find((c) => c.name === 'Technology')!.industries.map((i) => i.name)).toContain('Software');
    expect(grouped.flatMap((c) => c.industries).length).toBe(flat.length);

    const byName = await get<Industry[]>('/api/industries?sort=name');
    expect(byName.map((i) => i.id).sort((x, y) => x - y)).toEqual(flat.map((i) => i.id).sort((x, y) => x - y));
    expect(byName.map((i) => i.id)).not.toEqual(flat.map((i) => i.id));
    // Initials only: the finer order depends on the database's collation.
    const initials = byName.map((i) => i.name[0]);
    expect(initials).toEqual([...initials].sort());
    expect(byName[0].name).toBe('Apparel');
    expect(byName.at(-1)!.name).toBe('Warehousing');

    expect((await sdr.get('/api/industries?with-categories=maybe')).status).toBe(422);
  });

  it('/api/timezones: exactly the ten zones of spec 9, in order, with IANA names', async () => {
    const zones = await get<{ id: number; name: string; abbreviation: string; region: string; iana: string }[]>('/api/timezones');
    expect(zones.map(({ id: _id, ...z }) => z)).toEqual([
      { name: 'Eastern', abbreviation: 'EST', region: 'New York', iana: 'America/New_York' },
      { name: 'Central', abbreviation: 'CST', region: 'Chicago', iana: 'America/Chicago' },
      { name: 'Mountain', abbreviation: 'MDT', region: 'Denver', iana: 'America/Denver' },
      { name: 'Mountain no DST (Arizona)', abbreviation: 'MST', region: 'Phoenix', iana: 'America/Phoenix' },
      { name: 'Pacific', abbreviation: 'PDT', region: 'Los Angeles', iana: 'America/Los_Angeles' },
      { name: 'Alaska', abbreviation: 'AKST', region: 'Anchorage', iana: 'America/Anchorage' },
      { name: 'Hawaii', abbreviation: 'HDT', region: 'Adak', iana: 'America/Adak' },
      { name: 'Hawaii no DST', abbreviation: 'HST', region: 'Honolulu', iana: 'Pacific/Honolulu' },
      { name: 'Israel', abbreviation: 'IST', region: 'Jerusalem', iana: 'Asia/Jerusalem' },
      { name: 'UTC', abbreviation: 'UTC', region: 'UTC', iana: 'UTC' },
    ]);
    for (const z of zones) expect(z.id).toEqual(expect.any(Number));
  });

  it('/api/meeting-types: name and duration', async () => {
    const types = await get<{ id: number; name: string; durationMinutes: number }[]>('/api/meeting-types');
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(types).toContainEqual({ id: expect.any(Number), name: 'Discovery Call', durationMinutes: 30 });
  });

  it('/api/email-tenants: name and domain', async () => {
    const tenants = await get<{ id: number; name: string; domain: string }[]>('/api/email-tenants');
    expect(tenants).toContainEqual({ id: expect.any(Number), name: 'Google Workspace', domain: 'gmail.com' });
  });

  it('/api/roles: every role of spec 1 with slug and name', async () => {
    const roles = await get<{ id: number; slug: string; name: string }[]>('/api/roles');
    const byName = Object.fromEntries(roles.map((r) => [r.slug, r.name]));
    expect(byName).toMatchObject({
      sdr: 'SDR',
      pdm: 'Partner Delivery Manager',
      dso: 'Director of Strategic Operations',
      ssdr: 'Strategic SDR',
      strategist: 'Campaign Strategist',
      psm: 'Partner Success Manager',
    });
  });

  it('/api/teams: name, department, lead, webhook and members', async () => {
    const me = (await sdr.get('/me')).body;
    const teams = await get<any[]>('/api/teams');
    expect(teams.length).toBeGreaterThan(1);
    for (const t of teams) {
      expect(t).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        department: t.department === null ? null : { id: expect.any(Number), name: expect.any(String) },
        teamLead: t.teamLead === null ? null : { id: expect.any(Number), name: expect.any(String) },
        slackWebhookUrl: t.slackWebhookUrl === null ? null : expect.any(String),
        memberIds: expect.any(Array),
      });
    }
    const falcon = teams.find((t) => t.name === 'Team Falcon');
    expect(falcon.teamLead.name).toBe('Priya Desai');
    expect(falcon.memberIds).toContain(me.id);
  });

  it('/api/teams/departments: id and name', async () => {
    const departments = await get<{ id: number; name: string }[]>('/api/teams/departments');
    expect(departments.map((d) => d.name).sort()).toEqual(['Client Success', 'Content', 'Sales Development', 'Strategy']);
  });
});

describe('who may read lookups', () => {
  it('answers 401 without a session', async () => {
    for (const path of ['/api/states', '/api/timezones', '/api/roles']) {
      expect((await api.anonymous().get(path)).status, path).toBe(401);
    }
  });

  it('lets a guest read the shared lookups but not the staff ones', async () => {
    for (const path of ['/api/states', '/api/industries', '/api/timezones', '/api/meeting-types', '/api/management-levels']) {
      expect((await guest.get(path)).status, path).toBe(200);
    }
    for (const path of ['/api/email-tenants', '/api/roles', '/api/teams', '/api/teams/departments']) {
      const res = await guest.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBeTypeOf('string');
    }
  });
});
