import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCriteria, type ProfileCriteria } from '../../src/domain/sequencer/profile-criteria';
import { jobFunctionWords, prospectMatches } from '../../src/domain/sequencer/prospect-matching';
import { armorMessage } from '../../src/domain/sequencer/sequence-armor';
import { jobFunctions } from '../../src/server/db/schema/lookups';
import { companies, prospects } from '../../src/server/db/schema/prospects';
import { sequenceProfiles } from '../../src/server/db/schema/outreach';
import { exclusiveCompanyProfileCompanies, geoTargetProfileStates, profileLogs } from '../../src/server/db/schema/sequencer';
import { countMatching, resolveForMatching } from '../../src/server/queries/profile-matching';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { sequencerFixture, type SequencerFixture } from '../support/sequencer-fixture';

let api: TestApi;
let f: SequencerFixture;
let admin: ApiClient;
let psm: ApiClient;
let strategist: ApiClient;
let sdr: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  [admin, psm, strategist, sdr, guest] = await Promise.all(
    ['admin@demo.test', 'psm@demo.test', 'strategist@demo.test', 'sdr@demo.test', 'guest@demo.test'].map((e) => api.as(e)),
  );
  f = await sequencerFixture(api);
});
afterAll(() => api.close());

const newProfile = (extra: Record<string, unknown> = {}) => ({
  client: f.acme.id,
  name: `Acme Profile ${Math.random().toString(36).slice(2, 8)}`,
  outreachDetails: [{ outreachSequence: f.sequences[0].id, mailbox: f.connected.id }],
  states: ['NY', 'NJ'],
  companyRevenue: f.revenue.slice(0, 2),
  managementLevels: f.levels.slice(1, 3),
  keywords: ['Director'],
  ...extra,
});

async function create(client: ApiClient, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post('/api/sequence-profiles', newProfile(extra));
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const logsOf = (id: number) => api.database.db.select().from(profileLogs).where(eq(profileLogs.profileId, id)).orderBy(desc(profileLogs.id));

describe('GET /api/sequence-profiles', () => {
  it("lists a client's profiles with all statuses by default, or one status", async () => {
    const all = await sdr.get(`/api/sequence-profiles?client=${f.acme.id}&status=all`);
    expect(all.status).toBe(200);
    expect(all.body.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(f.profiles.map((p) => p.id).sort((a: number, b: number) => a - b));
    expect((await sdr.get(`/api/sequence-profiles?client=${f.acme.id}`)).body).toEqual(all.body);
    const status = f.profiles[0].status;
    const one = await sdr.get(`/api/sequence-profiles?client=${f.acme.id}&status=${status}`);
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((p: { status: string }) => p.status === status)).toBe(true);
    expect(all.body[0]).toMatchObject({ client: { id: f.acme.id, name: 'Acme Corp' }, outreachPairs: expect.any(Number), pendingCount: expect.any(Number) });
  });

  it('answers an empty list without a client, and 422 for a bad status or client', async () => {
    expect((await sdr.get('/api/sequence-profiles')).body).toEqual([]);
    for (const [query, field] of [['status=sleeping', 'status'], ['client=abc', 'client']]) {
      const res = await sdr.get(`/api/sequence-profiles?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.fields).toHaveProperty(field);
    }
  });

  it('is for staff: guests get 403, no session 401', async () => {
    expect((await guest.get(`/api/sequence-profiles?client=${f.acme.id}`)).status).toBe(403);
    expect((await api.anonymous().get(`/api/sequence-profiles?client=${f.acme.id}`)).status).toBe(401);
  });
});

describe('GET /api/sequence-profiles/statuses', () => {
  it('answers the statuses in order', async () => {
    const res = await sdr.get('/api/sequence-profiles/statuses');
    expect(res.body).toEqual(['Draft', 'Active', 'Paused', 'Archived']);
    expect((await guest.get('/api/sequence-profiles/statuses')).status).toBe(403);
  });
});

describe('GET /api/sequence-profiles/{id}', () => {
  it('answers the profile with its pairs, counts and the 400×/1200× range', async () => {
    const res = await sdr.get(`/api/sequence-profiles/${f.profiles[0].id}`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.client).toMatchObject({ id: f.acme.id, name: 'Acme Corp' });
    expect(p.outreachDetails.length).toBeGreaterThan(0);
    expect(p.minProspectsCount).toBe(400 * p.outreachDetails.length);
    expect(p.maxProspectsCount).toBe(1200 * p.outreachDetails.length);
    expect(p.pendingCount + p.activeCount + p.failedCount).toBeGreaterThan(0);
    expect(p.outreachInstance).toMatchObject({ id: expect.any(Number), sequencesSyncRequested: false });
  });

  it('answers 404 for no such profile or a path that is not an id', async () => {
    expect((await sdr.get('/api/sequence-profiles/99999999')).status).toBe(404);
    expect((await sdr.get('/api/sequence-profiles/abc')).status).toBe(404);
    expect((await guest.get(`/api/sequence-profiles/${f.profiles[0].id}`)).status).toBe(403);
  });
});

describe('POST /api/sequence-profiles', () => {
  it('creates a profile (Active by default), answers its id, and logs its creation', async () => {
    const id = await create(psm);
    const p = (await sdr.get(`/api/sequence-profiles/${id}`)).body;
    expect(p).toMatchObject({ status: 'Active', cloned: false, states: ['NJ', 'NY'], keywords: ['Director'], outreachDetails: [{ outreachSequence: { id: f.sequences[0].id }, mailbox: { id: f.connected.id, status: 'connected' } }] });
    const [log] = await logsOf(id);
    expect(log.action).toBe('created');
    expect(log.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name', before: null, after: p.name }), expect.objectContaining({ field: 'keywords', after: 'Director' })]));
  });

  it('starts a clone as Draft whatever status it asks for (spec 4)', async () => {
    const id = await create(strategist, { cloned: true, status: 'Active' });
    expect((await sdr.get(`/api/sequence-profiles/${id}`)).body).toMatchObject({ status: 'Draft', cloned: true });
    expect((await logsOf(id))[0].action).toBe('cloned');
  });

  it('stores all states as no state restriction (spec 5)', async () => {
    const id = await create(admin, { states: f.states, companyRevenue: [], managementLevels: [] });
    expect((await sdr.get(`/api/sequence-profiles/${id}`)).body.states).toEqual([]);
  });

  it('refuses each armor rule with 422 naming the fields (spec 5)', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ companyRevenue: f.revenue.slice(0, 1), companyEmployees: f.employees.slice(0, 1) }, ['companyRevenue', 'companyEmployees']],
      [{ states: [], companyRevenue: f.revenue.slice(0, 4) }, ['companyRevenue']],
      [{ states: f.states, companyRevenue: f.revenue.slice(0, 4) }, ['companyRevenue']],
      [{ states: ['NY', 'NJ', 'CT', 'PA'], companyRevenue: [], companyEmployees: f.employees.slice(0, 6) }, ['companyEmployees']],
      [{ companyRevenue: [f.revenue[0], f.revenue[2]] }, ['companyRevenue']],
      [{ states: [], managementLevels: f.levels.slice(0, 4) }, ['managementLevels']],
      [{ managementLevels: [f.levels[0], f.levels[2]] }, ['managementLevels']],
      [{ keywords: ['VP'], jobFunctions: [1] }, ['keywords', 'jobFunctions']],
    ];
    for (const [extra, fields] of cases) {
      const res = await psm.post('/api/sequence-profiles', newProfile(extra));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.error).toBe(armorMessage);
      expect(Object.keys(res.body.fields).sort(), JSON.stringify(extra)).toEqual([...fields].sort());
    }
    // With 3 states, or an exclusive company profile, the limits do not apply.
    await create(psm, { states: ['NY', 'NJ', 'CT'], companyRevenue: f.revenue.slice(0, 4), managementLevels: f.levels.slice(0, 4) });
    const [ecp] = (await sdr.get(`/api/clients/${f.acme.id}/ecp-profiles`)).body;
    await create(psm, { states: [], exclusiveCompanyProfiles: [ecp.id], companyRevenue: f.revenue.slice(0, 5) });
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ client: 'abc' }, 'client'],
      [{ client: 99999999 }, 'client'],
      [{ status: 'Sleeping' }, 'status'],
      [{ states: ['XX'] }, 'states'],
      [{ managementLevels: [99999] }, 'managementLevels'],
      [{ individualDomains: ['not a domain'] }, 'individualDomains.0'],
      [{ outreachDetails: [{ outreachSequence: 99999, mailbox: f.connected.id }] }, 'outreachDetails.0.outreachSequence'],
      [{ outreachDetails: [{ outreachSequence: f.sequences[0].id, mailbox: 99999 }] }, 'outreachDetails.0.mailbox'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [extra, field] of cases) {
      const res = await psm.post('/api/sequence-profiles', newProfile(extra));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.fields, JSON.stringify(extra)).toHaveProperty([field]);
    }
  });

  it('is for super-admins and sequencer editors: other staff 403, guests 403, no session 401, no XSRF 403', async () => {
    expect((await sdr.post('/api/sequence-profiles', newProfile())).status).toBe(403);
    expect((await (await api.as('pdm@demo.test')).post('/api/sequence-profiles', newProfile())).status).toBe(403);
    expect((await guest.post('/api/sequence-profiles', newProfile())).status).toBe(403);
    expect((await api.anonymous().post('/api/sequence-profiles', newProfile())).status).toBe(401);
    expect((await psm.post('/api/sequence-profiles', newProfile(), { noXsrf: true })).status).toBe(403);
    await create(await api.as('dso@demo.test'));
  });
});

describe('PATCH /api/sequence-profiles/{id}', () => {
  it('changes only the fields sent and logs each change, before and after', async () => {
    const id = await create(psm);
    const res = await strategist.patch(`/api/sequence-profiles/${id}`, { name: 'Renamed', status: 'Paused', keywords: ['Director', 'VP'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', status: 'Paused', keywords: ['Director', 'VP'], states: ['NJ', 'NY'], removedLeads: 0 });
    const [log] = await logsOf(id);
    expect(log.action).toBe('updated');
    expect(log.userId).not.toBeNull();
    expect(log.changes.map((c) => c.field)).toEqual(['name', 'status', 'keywords']);
    expect(log.changes[1]).toEqual({ field: 'status', label: 'Status', before: 'Active', after: 'Paused' });
    expect(log.changes[2]).toEqual({ field: 'keywords', label: 'Keywords', before: 'Director', after: 'Director, VP' });
    // The log reads the same through the API, with the user.
    const logs = await sdr.get(`/api/sequence-profiles/${id}/logs`);
    expect(logs.body[0]).toMatchObject({ action: 'updated', user: { name: 'Stefan Brandt' }, changes: log.changes });
  });

  it('writes no log entry when nothing changes', async () => {
    const id = await create(psm);
    const before = (await logsOf(id)).length;
    const res = await psm.patch(`/api/sequence-profiles/${id}`, { states: ['NY', 'NJ'] });
    expect(res.status).toBe(200);
    expect((await logsOf(id)).length).toBe(before);
  });

  it('replaces the outreach pairs, and logs them', async () => {
    const id = await create(psm);
    const pairs = [
      { outreachSequence: f.sequences[1].id, mailbox: f.mailboxes[0].id },
      { outreachSequence: f.sequences[2].id, mailbox: f.mailboxes[1].id },
    ];
    const res = await psm.patch(`/api/sequence-profiles/${id}`, { outreachDetails: pairs });
    expect(res.body.outreachDetails.map((p: { outreachSequence: { id: number } }) => p.outreachSequence.id)).toEqual([f.sequences[1].id, f.sequences[2].id]);
    expect(res.body).toMatchObject({ minProspectsCount: 800, maxProspectsCount: 2400 });
    expect((await logsOf(id))[0].changes.map((c) => c.field)).toEqual(['outreachDetails']);
  });

  it('checks the armor on the profile as it would be', async () => {
    const id = await create(psm);
    const res = await psm.patch(`/api/sequence-profiles/${id}`, { companyEmployees: f.employees.slice(0, 1) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(['companyEmployees', 'companyRevenue']);
    // Lifting the state limitation by widening to all states breaks the 3-range limit.
    await psm.patch(`/api/sequence-profiles/${id}`, { companyRevenue: f.revenue.slice(0, 3) });
    const wide = await psm.patch(`/api/sequence-profiles/${id}`, { states: [], companyRevenue: f.revenue.slice(0, 4) });
    expect(wide.status).toBe(422);
    expect(wide.body.fields).toHaveProperty('companyRevenue');
  });

  it('honours If-Match: a stale version is 412 with the current profile', async () => {
    const id = await create(psm);
    const current = (await sdr.get(`/api/sequence-profiles/${id}`)).body;
    const ok = await psm.patch(`/api/sequence-profiles/${id}`, { name: 'First' }, { headers: { 'If-Match': String(current.version) } });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(current.version + 1);
    const stale = await psm.patch(`/api/sequence-profiles/${id}`, { name: 'Second' }, { headers: { 'If-Match': String(current.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id, name: 'First' });
  });

  it('refuses client, cloned and unknown keys, and is for editors only', async () => {
    const id = f.profiles[0].id;
    for (const body of [{ client: f.other.id }, { cloned: true }, { name: '' }, { removeMismatchedLeads: 'yes' }]) {
      const res = await psm.patch(`/api/sequence-profiles/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await sdr.patch(`/api/sequence-profiles/${id}`, { name: 'x' })).status).toBe(403);
    expect((await guest.patch(`/api/sequence-profiles/${id}`, { name: 'x' })).status).toBe(403);
    expect((await psm.patch(`/api/sequence-profiles/${id}`, { name: 'x' }, { noXsrf: true })).status).toBe(403);
    expect((await psm.patch('/api/sequence-profiles/99999999', { name: 'x' })).status).toBe(404);
  });
});

describe('GET /api/sequence-profiles/estimate', () => {
  it('counts the prospects that match, and the profile’s own that no longer would', async () => {
    const all = (await sdr.get('/api/sequence-profiles/estimate')).body;
    expect(all.matching).toBeGreaterThan(100);
    const ny = (await sdr.get('/api/sequence-profiles/estimate?states[]=NY')).body;
    expect(ny.matching).toBeGreaterThan(0);
    expect(ny.matching).toBeLessThan(all.matching);
    const two = (await sdr.get('/api/sequence-profiles/estimate?states[]=NY&states[]=NJ&keywords[]=Director')).body;
    expect(two.matching).toBeLessThanOrEqual((await sdr.get('/api/sequence-profiles/estimate?states=NY,NJ')).body.matching);
    const own = (await sdr.get(`/api/sequence-profiles/estimate?profile=${f.profiles[0].id}&keywords[]=zzzz-nothing`)).body;
    expect(own).toMatchObject({ matching: 0, mismatched: own.profileProspects });
    expect(own.profileProspects).toBeGreaterThan(0);
  });

  it('counts what the domain rule matches in memory (the SQL and the rule agree)', async () => {
    const db = api.database.db;
    const facts = await db
      .select({
        archived: prospects.archived,
        title: prospects.title,
        state: prospects.state,
        managementLevelId: prospects.managementLevelId,
        industryId: sql<number | null>`coalesce(${prospects.industryId}, ${companies.industryId})`,
        revenueRangeId: companies.revenueRangeId,
        employeeRangeId: companies.employeeRangeId,
        companyId: prospects.companyId,
        domain: companies.domain,
      })
      .from(prospects)
      .leftJoin(companies, eq(companies.id, prospects.companyId));
    const functions = await db.select().from(jobFunctions);
    const [geo] = (await sdr.get(`/api/clients/${f.acme.id}/geo-target-profiles`)).body;
    const geoStates = (await db.select().from(geoTargetProfileStates).where(eq(geoTargetProfileStates.geoTargetProfileId, geo.id))).map((r) => r.state);
    const [ecp] = (await sdr.get(`/api/clients/${f.acme.id}/ecp-profiles`)).body;
    const ecpCompanyIds = (await db.select().from(exclusiveCompanyProfileCompanies).where(eq(exclusiveCompanyProfileCompanies.exclusiveCompanyProfileId, ecp.id))).map((r) => r.companyId);
    const parent = functions.find((fn) => fn.parentId === null)!;
    const cases: Partial<ProfileCriteria>[] = [
      { managementLevels: f.levels.slice(1, 3), companyRevenue: f.revenue.slice(2, 5) },
      { states: ['NY', 'CA', 'TX'], keywords: ['Director', 'VP'] },
      { jobFunctions: [parent.id], companyEmployees: f.employees.slice(0, 4) },
      { geotargetProfileIds: [geo.id], states: ['FL'] },
      { exclusiveCompanyProfiles: [ecp.id], individualDomains: [facts.find((p) => p.domain)!.domain!] },
      // The prospect's industry, else its company's: both kinds of prospect are among the matches.
      { industry: [...new Set(facts.map((p) => p.industryId).filter((i): i is number => i !== null))].slice(0, 2) },
    ];
    for (const c of cases) {
      const criteria = { ...emptyCriteria(), ...c };
      const resolved = {
        ...criteria,
        geoStates: criteria.geotargetProfileIds.length ? geoStates : [],
        ecpCompanyIds: criteria.exclusiveCompanyProfiles.length ? ecpCompanyIds : [],
        jobFunctionWords: jobFunctionWords(criteria.jobFunctions, functions),
      };
      const expected = facts.filter((p) => prospectMatches(p, resolved)).length;
      const query = Object.entries(c)
        .flatMap(([field, list]) => (list as (string | number)[]).map((v) => `${field}[]=${encodeURIComponent(String(v))}`))
        .join('&');
      const res = await sdr.get(`/api/sequence-profiles/estimate?${query}`);
      expect(res.body.matching, JSON.stringify(c)).toBe(expected);
      expect(expected, JSON.stringify(c)).toBeGreaterThan(0);
    }
  });

  it('counts up to its cap and says when more match', async () => {
    const db = api.database.db;
    const all = (await db.select({ n: sql<number>`count(*)::int` }).from(prospects).where(eq(prospects.archived, false)))[0].n;
    const match = await resolveForMatching(db, emptyCriteria());
    expect(await countMatching(db, match)).toBe(all);
    expect(await countMatching(db, match, 10)).toBe(11);
    expect(all).toBeGreaterThan(11);
    expect((await sdr.get('/api/sequence-profiles/estimate')).body).toMatchObject({ matching: all, matchingCapped: false });
  });

  it('refuses bad lists with 422, and guests with 403', async () => {
    expect((await sdr.get('/api/sequence-profiles/estimate?managementLevels[]=abc')).status).toBe(422);
    expect((await sdr.get('/api/sequence-profiles/estimate?profile=99999999')).status).toBe(422);
    expect((await guest.get('/api/sequence-profiles/estimate')).status).toBe(403);
  });
});

describe('removeMismatchedLeads', () => {
  it("removes the profile's prospects that no longer match, records each in removals, and logs it", async () => {
    const profileId = f.profiles[0].id;
    const before = (await sdr.get(`/api/sequence-profiles/${profileId}`)).body;
    const held = before.pendingCount + before.activeCount + before.failedCount;
    const est = (await sdr.get(`/api/sequence-profiles/estimate?profile=${profileId}&${criteriaQuery(before)}`)).body;
    expect(est.mismatched).toBeGreaterThan(0);
    const removalsBefore = (await sdr.get(`/api/sequence-profiles/${profileId}/removals`)).body.total;
    // Kept unless asked: a save alone removes nothing.
    const kept = await psm.patch(`/api/sequence-profiles/${profileId}`, { name: before.name });
    expect(kept.body.removedLeads).toBe(0);
    const res = await psm.patch(`/api/sequence-profiles/${profileId}`, { removeMismatchedLeads: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.removedLeads).toBe(est.mismatched);
    expect(res.body.pendingCount + res.body.activeCount + res.body.failedCount).toBe(held - est.mismatched);
    const removals = (await sdr.get(`/api/sequence-profiles/${profileId}/removals?limit=100`)).body;
    expect(removals.total).toBe(removalsBefore + est.mismatched);
    expect(removals.items[0]).toMatchObject({ reason: "No longer matches the profile's criteria", user: { name: 'Paula Moreno' }, prospect: { email: expect.stringContaining('@') } });
    const [log] = await logsOf(profileId);
    expect(log.action).toBe('leads removed');
    expect(log.changes).toEqual([{ field: 'prospects', label: 'Prospects', before: String(held), after: `${held - est.mismatched} (${est.mismatched} no longer matching removed)` }]);
    expect((await sdr.get(`/api/sequence-profiles/estimate?profile=${profileId}&${criteriaQuery(before)}`)).body.mismatched).toBe(0);
  });
});

describe('PATCH /api/sequencer/profile/{id} (sequencer settings)', () => {
  it('changes swimlanesEnabled, monthlyProspects and dayToAdd, and logs them', async () => {
    const id = await create(psm);
    const res = await strategist.patch(`/api/sequencer/profile/${id}`, { swimlanesEnabled: true, monthlyProspects: 800, dayToAdd: 15 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ swimlanesEnabled: true, monthlyProspects: 800, dayToAdd: 15 });
    const [log] = await logsOf(id);
    expect(log).toMatchObject({ action: 'settings' });
    expect(log.changes.map((c) => c.field)).toEqual(['swimlanesEnabled', 'monthlyProspects', 'dayToAdd']);
  });

  it('needs both numbers with swimlanes on, refuses bad values, and is for settings editors only', async () => {
    const id = await create(psm);
    for (const [body, field] of [
      [{ swimlanesEnabled: true }, 'monthlyProspects'],
      [{ dayToAdd: 29 }, 'dayToAdd'],
      [{ monthlyProspects: -5 }, 'monthlyProspects'],
      [{ monthlyProspects: 1.5 }, 'monthlyProspects'],
      [{ lanes: 3 }, 'lanes'],
    ] as const) {
      const res = await strategist.patch(`/api/sequencer/profile/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.fields).toHaveProperty([field]);
    }
    expect((await psm.patch(`/api/sequencer/profile/${id}`, { dayToAdd: 3 })).status).toBe(403);
    expect((await sdr.patch(`/api/sequencer/profile/${id}`, { dayToAdd: 3 })).status).toBe(403);
    expect((await guest.patch(`/api/sequencer/profile/${id}`, { dayToAdd: 3 })).status).toBe(403);
    expect((await admin.patch(`/api/sequencer/profile/${id}`, { dayToAdd: 3 })).status).toBe(200);
    const [row] = await api.database.db.select().from(sequenceProfiles).where(eq(sequenceProfiles.id, id));
    expect(row.dayToAdd).toBe(3);
  });
});

function criteriaQuery(p: Record<string, unknown>): string {
  const fields = ['managementLevels', 'jobFunctions', 'keywords', 'industry', 'companyRevenue', 'companyEmployees', 'states', 'geotargetProfileIds', 'exclusiveCompanyProfiles', 'individualDomains'];
  return fields.flatMap((field) => (p[field] as (string | number)[]).map((v) => `${field}[]=${encodeURIComponent(String(v))}`)).join('&');
}
