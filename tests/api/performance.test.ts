import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
let strategist: ApiClient;
let admin: ApiClient;
let psm: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  [sdr, strategist, admin, psm, guest] = await Promise.all(
    ['sdr@demo.test', 'strategist@demo.test', 'admin@demo.test', 'psm@demo.test', 'guest@demo.test'].map((e) => api.as(e)),
  );
});
afterAll(() => api.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
type Row = { id: number; name: string; clientId: number; status: string; prospects: number; delivered: number; opened: number; replied: number; replyRate: number; bounced: number; meetings: number; repliesByWeek: number[] };

describe('GET /filter/teams, /filter/sdr, /filter/segments', () => {
  it('lists teams, and reps and segments of the chosen teams', async () => {
    const teams = (await sdr.get('/filter/teams')).body as { id: number; name: string }[];
    expect(teams.length).toBeGreaterThanOrEqual(3);
    const [a, b] = teams;
    const allReps = (await sdr.get('/filter/sdr')).body as { id: number }[];
    const repsA = (await sdr.get(`/filter/sdr?teams=${a.id}`)).body as { id: number }[];
    const repsAB = (await sdr.get(`/filter/sdr?teams[]=${a.id}&teams[]=${b.id}`)).body as { id: number }[];
    expect(repsA.length).toBeGreaterThan(0);
    expect(repsA.length).toBeLessThan(allReps.length);
    expect(repsAB.length).toBeGreaterThan(repsA.length);
    const members = await rows<{ user_id: number }>(sql`select user_id from team_members where team_id = ${a.id}`);
    expect(repsA.every((r) => members.some((m) => m.user_id === r.id))).toBe(true);

    const segA = (await sdr.get(`/filter/segments?teams=${a.id}`)).body as { id: number; teamId: number }[];
    expect(segA.length).toBeGreaterThan(0);
    expect(segA.every((s) => s.teamId === a.id)).toBe(true);
    expect((await sdr.get('/filter/segments')).body.length).toBeGreaterThan(segA.length);
    expect((await sdr.get('/filter/segments?teams=abc')).status).toBe(422);
    expect((await sdr.get('/filter/sdr?teams=0')).status).toBe(422);
  });

  it('is for staff: guests 403, anonymous 401', async () => {
    for (const path of ['/filter/teams', '/filter/sdr', '/filter/segments']) {
      expect((await guest.get(path)).status).toBe(403);
      expect((await api.anonymous().get(path)).status).toBe(401);
    }
  });
});

describe('GET /sequence-performance/get-list', () => {
  it('answers page 1 of 10 from offset 0 with the total, counts as the sends say', async () => {
    const res = await sdr.get('/sequence-performance/get-list');
    expect(res.status).toBe(200);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from outreach_sequences`);
    expect(res.body).toMatchObject({ total: n, offset: 0, limit: 10 });
    expect(res.body.rows).toHaveLength(10);
    const first = res.body.rows[0] as Row;
    const [counted] = await rows<{ prospects: number; delivered: number; opened: number; replied: number; bounced: number }>(sql`
      select count(distinct prospect_id)::int as prospects, (count(*) filter (where not bounced))::int as delivered,
        count(opened_at)::int as opened, count(replied_at)::int as replied, (count(*) filter (where bounced))::int as bounced
      from sequence_sends where sequence_id = ${first.id}`);
    expect(first).toMatchObject(counted);
    expect(first.replyRate).toBe(Math.round((counted.replied / counted.prospects) * 100));
    expect(first.repliesByWeek).toHaveLength(8);
    // Realistic rates over the whole seed.
    const [all] = await rows<{ sends: number; bounced: number; opened: number; replied: number }>(sql`
      select count(*)::int as sends, (count(*) filter (where bounced))::int as bounced, count(opened_at)::int as opened, count(replied_at)::int as replied from sequence_sends`);
    expect(all.bounced / all.sends).toBeLessThan(0.05);
    expect(all.opened / all.sends).toBeGreaterThan(0.3);
    expect(all.replied / all.sends).toBeLessThan(0.1);
  });

  it('counts meetings booked from a sequence', async () => {
    const res = await sdr.get('/sequence-performance/get-list?sort=meetings&limit=5');
    const top = res.body.rows[0] as Row;
    expect(top.meetings).toBeGreaterThan(0);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from meetings m join outreach_sequences s on s.id = ${top.id}
      where m.client_id = s.client_id and m.sequence_profile_id is not null and not m.deleted
        and m.prospect_id in (select prospect_id from sequence_sends where sequence_id = ${top.id})`);
    expect(top.meetings).toBe(n);
    const counts = res.body.rows.map((r: Row) => r.meetings);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages forward to the end; past the end an empty page with the total', async () => {
    const { total } = (await sdr.get('/sequence-performance/get-list')).body;
    const second = (await sdr.get('/sequence-performance/get-list?offset=10&limit=10')).body;
    const first = (await sdr.get('/sequence-performance/get-list?offset=0&limit=10')).body;
    expect(second.rows.map((r: Row) => r.id)).not.toContain(first.rows[0].id);
    const last = (await sdr.get(`/sequence-performance/get-list?offset=${total - 3}&limit=10`)).body;
    expect(last.rows).toHaveLength(3);
    const past = (await sdr.get(`/sequence-performance/get-list?offset=${total + 50}`)).body;
    expect(past).toEqual({ rows: [], total, offset: total + 50, limit: 10 });
  });

  it('refuses limit 0, a huge limit, a negative offset, an unknown status or sort, and non-numeric ids', async () => {
    const bad = async (q: string, field: string) => {
      const res = await sdr.get(`/sequence-performance/get-list?${q}`);
      expect(res.status, q).toBe(422);
      expect(Object.keys(res.body.fields ?? {}), q).toContain(field);
    };
    await bad('limit=0', 'limit');
    await bad('limit=100000', 'limit');
    await bad('offset=-1', 'offset');
    await bad('offset=abc', 'offset');
    await bad('sequence_status=running', 'sequence_status');
    await bad('teams=x', 'teams');
    await bad('csm=1.5', 'csm');
    await bad('campaigns=-2', 'campaigns');
    await bad('sort=name', 'sort');
    await bad('direction=up', 'direction');
  });

  it('filters by status (spec 4: enabled Active, disabled Paused, locked Locked)', async () => {
    const count = async (q: string) => (await sdr.get(`/sequence-performance/get-list?${q}`)).body.total as number;
    const all = await count('');
    const enabled = await count('sequence_status=enabled');
    const disabled = await count('sequence_status=disabled');
    const locked = await count('sequence_status=locked');
    expect(enabled).toBeGreaterThan(0);
    expect(disabled).toBeGreaterThan(0);
    expect(locked).toBeGreaterThan(0);
    expect(enabled + disabled + locked).toBe(all);
    expect(await count('sequence_status=enabled,disabled,locked')).toBe(all);
    expect(await count('sequence_status[]=disabled&sequence_status[]=locked')).toBe(disabled + locked);
    const page = (await sdr.get('/sequence-performance/get-list?sequence_status=locked&limit=100')).body.rows as Row[];
    expect(page.every((r) => r.status === 'Locked')).toBe(true);
  });

  it('combines teams, reps and segments (AND between filters)', async () => {
    const [team] = (await sdr.get('/filter/teams')).body;
    const segments = (await sdr.get(`/filter/segments?teams=${team.id}`)).body as { id: number }[];
    const reps = (await sdr.get(`/filter/sdr?teams=${team.id}`)).body as { id: number }[];
    const byTeam = (await sdr.get(`/sequence-performance/get-list?teams=${team.id}&limit=100`)).body;
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from outreach_sequences s join clients c on c.id = s.client_id where c.team_id = ${team.id}`);
    expect(byTeam.total).toBe(n);
    const seg = segments[0].id;
    const bySeg = (await sdr.get(`/sequence-performance/get-list?teams=${team.id}&campaigns=${seg}&limit=100`)).body;
    expect(bySeg.rows.every((r: Row) => r.clientId === seg)).toBe(true);
    expect(bySeg.total).toBe(3);
    const rep = reps[0].id;
    const byRep = (await sdr.get(`/sequence-performance/get-list?teams=${team.id}&csm=${rep}&limit=100`)).body;
    const [{ m }] = await rows<{ m: number }>(sql`select count(*)::int as m from outreach_sequences s join clients c on c.id = s.client_id
      where c.team_id = ${team.id} and exists (select 1 from client_team_members t where t.client_id = c.id and t.user_id = ${rep})`);
    expect(byRep.total).toBe(m);
    const all4 = (await sdr.get(`/sequence-performance/get-list?teams=${team.id}&csm=${rep}&campaigns=${seg}&sequence_status=enabled`)).body;
    expect(all4.total).toBeLessThanOrEqual(Math.min(m, 3));
    const other = (await sdr.get(`/sequence-performance/get-list?teams=${team.id}&campaigns=999999`)).body;
    expect(other).toEqual({ rows: [], total: 0, offset: 0, limit: 10 });
  });

  it('sorts by any count, both ways, across all pages', async () => {
    for (const sort of ['prospects', 'delivered', 'opened', 'replied', 'replyRate', 'bounced']) {
      const desc = (await sdr.get(`/sequence-performance/get-list?sort=${sort}&limit=20`)).body.rows as Row[];
      const values = desc.map((r) => r[sort as keyof Row] as number);
      expect(values, sort).toEqual([...values].sort((a, b) => b - a));
      const asc = (await sdr.get(`/sequence-performance/get-list?sort=${sort}&direction=asc&limit=5`)).body.rows as Row[];
      expect(asc[0][sort as keyof Row] as number).toBeLessThanOrEqual(values[values.length - 1]);
    }
  });

  it('is for staff: guests 403, anonymous 401', async () => {
    expect((await guest.get('/sequence-performance/get-list')).status).toBe(403);
    expect((await api.anonymous().get('/sequence-performance/get-list')).status).toBe(401);
  });
});

describe('GET /sequence-performance/{id}/steps and /steps/{id}/templates', () => {
  it("drills into a sequence's steps and a step's templates; counts add up to the sequence's", async () => {
    const [seq] = (await sdr.get('/sequence-performance/get-list?sort=delivered')).body.rows as Row[];
    const steps = (await sdr.get(`/sequence-performance/${seq.id}/steps`)).body as (Row & { order: number; sequenceId: number })[];
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.map((s) => s.order)).toEqual(steps.map((_, i) => i + 1));
    expect(steps.every((s) => s.sequenceId === seq.id)).toBe(true);
    const sum = (list: Row[], k: keyof Row) => list.reduce((t, r) => t + (r[k] as number), 0);
    for (const k of ['delivered', 'opened', 'replied', 'bounced'] as const) expect(sum(steps, k)).toBe(seq[k]);
    const templates = (await sdr.get(`/sequence-performance/steps/${steps[0].id}/templates`)).body as (Row & { stepId: number; subject: string })[];
    expect(templates).toHaveLength(2);
    for (const k of ['delivered', 'opened', 'replied', 'bounced'] as const) expect(sum(templates, k)).toBe(steps[0][k]);
    expect(templates[0].subject.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown ids and non-numeric ids, 403 to guests', async () => {
    expect((await sdr.get('/sequence-performance/99999999/steps')).status).toBe(404);
    expect((await sdr.get('/sequence-performance/abc/steps')).status).toBe(404);
    expect((await sdr.get('/sequence-performance/steps/99999999/templates')).status).toBe(404);
    expect((await sdr.get('/sequence-performance/steps/x1/templates')).status).toBe(404);
    expect((await guest.get('/sequence-performance/1/steps')).status).toBe(403);
    expect((await guest.get('/sequence-performance/steps/1/templates')).status).toBe(403);
    expect((await api.anonymous().get('/sequence-performance/1/steps')).status).toBe(401);
  });
});

describe('Smartlead instances', () => {
  it('lists instances with mailboxes, keys as their last four characters only', async () => {
    const res = await sdr.get('/api/smartlead/instances');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.body[0]).toMatchObject({ name: 'Smartlead EU', apiKeyLast4: '9c21', syncing: false });
    expect(res.body[0].mailboxes.length).toBe(3);
    expect(JSON.stringify(res.body)).not.toContain('sl_demo_eu_4f7a9c21');
    expect((await guest.get('/api/smartlead/instances')).status).toBe(403);
    expect((await api.anonymous().get('/api/smartlead/instances')).status).toBe(401);
  });

  it('adds an instance for settings editors; the key is stored whole and never sent back', async () => {
    const key = 'sk_live_ABCDEFGH12345678wxyz';
    const res = await strategist.post('/api/smartlead/instances', { name: 'Smartlead APAC', apiKey: key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Smartlead APAC', apiKeyLast4: 'wxyz', status: 'active', syncing: false, lastSyncedAt: null, mailboxes: [] });
    expect(JSON.stringify(res.body)).not.toContain('ABCDEFGH');
    const [stored] = await rows<{ api_key: string }>(sql`select api_key from smartlead_instances where id = ${res.body.id}`);
    expect(stored.api_key).toBe(key);
    expect(JSON.stringify((await sdr.get('/api/smartlead/instances')).body)).not.toContain(key);
    expect((await admin.post('/api/smartlead/instances', { name: 'By admin', apiKey: 'abcdefgh1234' })).status).toBe(201);
  });

  it('refuses bad bodies and callers without the permission', async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await strategist.post('/api/smartlead/instances', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    };
    await bad({ name: '', apiKey: 'abcdefgh1234' }, 'name');
    await bad({ name: 'x'.repeat(201), apiKey: 'abcdefgh1234' }, 'name');
    await bad({ name: 'Ok', apiKey: 'short' }, 'apiKey');
    await bad({ name: 'Ok', apiKey: 'has a space in it' }, 'apiKey');
    await bad({ name: 'Ok' }, 'apiKey');
    expect((await strategist.post('/api/smartlead/instances', { name: 'Ok', apiKey: 'abcdefgh1234', extra: 1 })).status).toBe(422);
    expect((await sdr.post('/api/smartlead/instances', { name: 'Ok', apiKey: 'abcdefgh1234' })).status).toBe(403);
    expect((await psm.post('/api/smartlead/instances', { name: 'Ok', apiKey: 'abcdefgh1234' })).status).toBe(403);
    expect((await guest.post('/api/smartlead/instances', { name: 'Ok', apiKey: 'abcdefgh1234' })).status).toBe(403);
    expect((await strategist.post('/api/smartlead/instances', { name: 'Ok', apiKey: 'abcdefgh1234' }, { noXsrf: true })).status).toBe(403);
    expect((await api.anonymous().post('/api/smartlead/instances', { name: 'Ok', apiKey: 'abcdefgh1234' })).status).toBe(401);
  });

  it('syncs: marked syncing at once, finished a few seconds later with the time recorded', async () => {
    const created = (await strategist.post('/api/smartlead/instances', { name: 'To sync', apiKey: 'abcdefgh9876' })).body;
    const res = await strategist.post(`/api/smartlead/instances/${created.id}/sync`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: created.id, syncing: true, lastSyncedAt: null });
    expect(res.body.syncRequestedAt).not.toBeNull();
    await api.jobs.runDue();
    const still = ((await sdr.get('/api/smartlead/instances')).body as { id: number; syncing: boolean }[]).find((i) => i.id === created.id)!;
    expect(still.syncing).toBe(true);
    await api.jobs.runDue(new Date(Date.now() + 10_000));
    const done = ((await sdr.get('/api/smartlead/instances')).body as { id: number; syncing: boolean; lastSyncedAt: string | null; mailboxes: unknown[] }[]).find(
      (i) => i.id === created.id,
    )!;
    expect(done.syncing).toBe(false);
    expect(done.lastSyncedAt).not.toBeNull();
    expect(done.mailboxes.length).toBe(2);
  });

  it('pauses and resumes an instance (settings editors only, If-Match honoured); a paused one takes no sync', async () => {
    const created = (await strategist.post('/api/smartlead/instances', { name: 'To pause', apiKey: 'abcdefgh5555' })).body;
    const path = `/api/smartlead/instances/${created.id}`;
    for (const who of [sdr, psm, guest]) expect((await who.patch(path, { status: 'paused' })).status).toBe(403);
    expect((await strategist.patch(path, { status: 'paused' }, { noXsrf: true })).status).toBe(403);
    expect((await api.anonymous().patch(path, { status: 'paused' })).status).toBe(401);
    const paused = await strategist.patch(path, { status: 'paused' });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body).toMatchObject({ id: created.id, status: 'paused', apiKeyLast4: '5555', version: created.version + 1 });
    expect(JSON.stringify(paused.body)).not.toContain('abcdefgh5555');
    const refused = await strategist.post(`${path}/sync`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/paused: resume it before syncing/);
    const [stored] = await rows<{ syncing: boolean; status: string }>(sql`select syncing, status from smartlead_instances where id = ${created.id}`);
    expect(stored).toEqual({ syncing: false, status: 'paused' });
    // A write based on the version before the pause is refused with the current record.
    const stale = await strategist.patch(path, { status: 'active' }, { headers: { 'If-Match': String(created.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ status: 'paused' });
    for (const body of [{ status: 'asleep' }, { status: 'active', name: 'x' }, {}]) {
      expect((await strategist.patch(path, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await strategist.patch('/api/smartlead/instances/99999999', { status: 'active' })).status).toBe(404);
    expect((await strategist.patch('/api/smartlead/instances/abc', { status: 'active' })).status).toBe(404);
    const resumed = await admin.patch(path, { status: 'active' }, { headers: { 'If-Match': String(paused.body.version) } });
    expect(resumed.body).toMatchObject({ status: 'active', version: paused.body.version + 1 });
    expect((await strategist.post(`${path}/sync`)).status).toBe(202);
  });

  it('refuses a sync of an unknown instance or by callers without the permission', async () => {
    expect((await strategist.post('/api/smartlead/instances/99999999/sync')).status).toBe(404);
    expect((await strategist.post('/api/smartlead/instances/abc/sync')).status).toBe(404);
    expect((await sdr.post('/api/smartlead/instances/1/sync')).status).toBe(403);
    expect((await guest.post('/api/smartlead/instances/1/sync')).status).toBe(403);
    expect((await strategist.post('/api/smartlead/instances/1/sync', undefined, { noXsrf: true })).status).toBe(403);
  });
});
