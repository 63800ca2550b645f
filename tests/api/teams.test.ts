import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackPosts } from '../../src/server/db/schema/admin';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { teams } from '../../src/server/db/schema/teams';
import { httpsSlack, SlackRetryableError } from '../../src/server/integrations/https-slack';
import { loadAcmeFixture, type AcmeFixture } from '../support/acme-booking';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

// Issue 22: teams (spec 2, 4 and 7), their Slack webhook and its posts.

let api: TestApi;
let admin: ApiClient;
let manager: ApiClient; // dso@demo.test holds manage-teams
let lead: ApiClient; // pdm@demo.test leads Team Falcon
let sdr: ApiClient;
let ids: Record<string, number>;
let departmentIds: number[];
let falcon: { id: number; version: number };
beforeAll(async () => {
  api = await createTestApi();
  [admin, manager, lead, sdr] = await Promise.all(['admin@demo.test', 'dso@demo.test', 'pdm@demo.test', 'sdr@demo.test'].map((e) => api.as(e)));
  ids = Object.fromEntries((await admin.get<{ id: number; email: string }[]>('/api/users')).body.map((u) => [u.email, u.id]));
  departmentIds = (await admin.get<{ id: number }[]>('/api/teams/departments')).body.map((d) => d.id);
  const listed = (await admin.get<{ id: number; name: string }[]>('/api/teams')).body;
  const id = listed.find((t) => t.name === 'Team Falcon')!.id;
  falcon = (await admin.get(`/api/teams/${id}`)).body;
});
afterAll(() => api.close());

const hook = (n: number | string) => `https://hooks.slack.com/services/T0DEMO/B0DEMO${n}/secretsecretsecret${n}`;
let counter = 0;
const newTeam = (over: Record<string, unknown> = {}) => ({ name: `Team Test ${++counter}`, department: departmentIds[0], teamLead: ids['ssdr@demo.test'], slackWebhookUrl: null, ...over });

async function audit(entityId: number) {
  return (await admin.get(`/api/audit-log?entity=team&entityId=${entityId}`)).body as { action: string; before: any; after: any }[];
}

describe('GET /api/teams', () => {
  it('lists teams that are not archived, webhook addresses masked; archived=1 adds the archived ones, flagged', async () => {
    const created = (await manager.post('/api/teams', newTeam({ slackWebhookUrl: hook('list') }))).body;
    const listed = (await sdr.get('/api/teams')).body as { id: number; slackWebhookUrl: string | null; archived?: boolean }[];
    const row = listed.find((t) => t.id === created.id)!;
    expect(row.slackWebhookUrl).toMatch(/^https:\/\/hooks\.slack\.com\/services…/);
    expect(row.slackWebhookUrl).not.toContain('secretsecret');
    expect(row).not.toHaveProperty('archived');
    await manager.delete(`/api/teams/${created.id}`);
    expect(((await sdr.get('/api/teams')).body as { id: number }[]).map((t) => t.id)).not.toContain(created.id);
    const all = (await sdr.get('/api/teams?archived=1')).body as { id: number; archived: boolean }[];
    expect(all.find((t) => t.id === created.id)!.archived).toBe(true);
    expect(all.find((t) => t.id === falcon.id)!.archived).toBe(false);
    expect((await sdr.get('/api/teams?archived=perhaps')).status).toBe(422);
    expect((await (await api.as('guest@demo.test')).get('/api/teams')).status).toBe(403);
  });
});

describe('GET /api/teams/{id}', () => {
  it('answers managers and the team lead with the whole webhook and version; refuses other staff', async () => {
    await admin.patch(`/api/teams/${falcon.id}`, { slackWebhookUrl: hook('falcon') });
    for (const client of [admin, manager, lead]) {
      const res = await client.get(`/api/teams/${falcon.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Team Falcon', slackWebhookUrl: hook('falcon'), archived: false, version: expect.any(Number) });
    }
    expect((await sdr.get(`/api/teams/${falcon.id}`)).status).toBe(403);
    expect((await admin.get('/api/teams/999999')).status).toBe(404);
    falcon = (await admin.get(`/api/teams/${falcon.id}`)).body;
  });
});

describe('POST /api/teams', () => {
  it('adds a team for a team manager; its lead joins it; the audit log has it', async () => {
    const body = newTeam({ slackWebhookUrl: hook(1) });
    const res = await manager.post('/api/teams', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      name: body.name,
      department: { id: departmentIds[0] },
      teamLead: { id: ids['ssdr@demo.test'], name: 'Sofia Strand' },
      slackWebhookUrl: hook(1),
      memberIds: [ids['ssdr@demo.test']],
      archived: false,
      version: 1,
    });
    expect((await audit(res.body.id))[0]).toMatchObject({ action: 'team.create', before: null, after: { name: body.name, teamLead: 'Sofia Strand' } });
    const users = (await admin.get(`/api/users?team=${res.body.id}`)).body.map((u: { id: number }) => u.id);
    expect(users).toEqual([ids['ssdr@demo.test']]);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const inactive = (await admin.get('/api/users?active=0')).body[0].id;
    const guestId = (await (await api.as('guest@demo.test')).get('/me')).body.id;
    const cases: [unknown, string][] = [
      [newTeam({ name: '' }), 'name'],
      [newTeam({ name: 'x'.repeat(101) }), 'name'],
      [newTeam({ slackWebhookUrl: 'https://example.com/hook' }), 'slackWebhookUrl'],
      [newTeam({ slackWebhookUrl: 'http://hooks.slack.com/services/a/b/c' }), 'slackWebhookUrl'],
      [newTeam({ department: 999_999 }), 'department'],
      [newTeam({ department: 'sales' }), 'department'],
      [newTeam({ teamLead: inactive }), 'teamLead'],
      [newTeam({ teamLead: guestId }), 'teamLead'],
      [newTeam({ teamLead: 999_999 }), 'teamLead'],
      [newTeam({ colour: 'red' }), 'colour'],
    ];
    for (const [body, field] of cases) {
      const res = await manager.post('/api/teams', body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
  });

  it('is for team managers: a lead, a rep and a guest get 403, no session 401, no XSRF 403; no one makes themselves lead', async () => {
    for (const email of ['pdm@demo.test', 'sdr@demo.test', 'strategist@demo.test', 'guest@demo.test']) {
      expect((await (await api.as(email)).post('/api/teams', newTeam())).status, email).toBe(403);
    }
    expect((await api.anonymous().post('/api/teams', newTeam())).status).toBe(401);
    expect((await manager.post('/api/teams', newTeam(), { noXsrf: true })).status).toBe(403);
    const self = await manager.post('/api/teams', newTeam({ teamLead: ids['dso@demo.test'] }));
    expect(self.status).toBe(403);
    expect(self.body.fields).toHaveProperty('teamLead');
  });
});

describe('PATCH /api/teams/{id}', () => {
  it("lets the team's lead change its name, department and webhook, and nothing of another team", async () => {
    const res = await lead.patch(
      `/api/teams/${falcon.id}`,
      { name: 'Team Falcon', department: departmentIds[1], slackWebhookUrl: hook('lead') },
      { headers: { 'If-Match': String(falcon.version) } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ department: { id: departmentIds[1] }, slackWebhookUrl: hook('lead'), version: falcon.version + 1 });
    const stale = await lead.patch(`/api/teams/${falcon.id}`, { name: 'Lost' }, { headers: { 'If-Match': String(falcon.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ name: 'Team Falcon' });
    const other = (await admin.get('/api/teams')).body.find((t: { name: string }) => t.name === 'Team Harbor');
    expect((await lead.patch(`/api/teams/${other.id}`, { name: 'Mine now' })).status).toBe(403);
    const handOver = await lead.patch(`/api/teams/${falcon.id}`, { teamLead: ids['sdr@demo.test'] });
    expect(handOver.status).toBe(403);
    expect(handOver.body.fields).toHaveProperty('teamLead');
    expect((await lead.delete(`/api/teams/${falcon.id}`)).status).toBe(403);
    expect((await sdr.patch(`/api/teams/${falcon.id}`, { name: 'Nope' })).status).toBe(403);
    expect((await audit(falcon.id))[0]).toMatchObject({ action: 'team.update', before: { department: 'Sales Development' }, after: { department: expect.any(String) } });
    falcon = res.body;
  });

  it('lets a manager change the lead, who joins the team', async () => {
    const team = (await manager.post('/api/teams', newTeam())).body;
    const res = await manager.patch(`/api/teams/${team.id}`, { teamLead: ids['pdm@demo.test'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.teamLead).toMatchObject({ id: ids['pdm@demo.test'] });
    expect(res.body.memberIds).toEqual(expect.arrayContaining([ids['ssdr@demo.test'], ids['pdm@demo.test']]));
    for (const [body, field] of [
      [{ slackWebhookUrl: 'https://hooks.slack.com.evil.test/x' }, 'slackWebhookUrl'],
      [{ archived: true }, 'archived'],
      [{ name: '   ' }, 'name'],
    ] as const) {
      const bad = await manager.patch(`/api/teams/${team.id}`, body);
      expect(bad.status, field).toBe(422);
      expect(Object.keys(bad.body.fields)).toContain(field);
    }
  });
});

describe('DELETE /api/teams/{id} archives', () => {
  it('archives once: a second call is harmless; the team leaves the list; editing waits for a restore', async () => {
    const team = (await manager.post('/api/teams', newTeam())).body;
    const first = await manager.delete(`/api/teams/${team.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: team.id, archived: true });
    const second = await manager.delete(`/api/teams/${team.id}`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await audit(team.id)).filter((e) => e.action === 'team.archive')).toHaveLength(1);
    expect(((await admin.get('/api/teams')).body as { id: number }[]).map((t) => t.id)).not.toContain(team.id);
    const [row] = await api.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row.archived).toBe(true);
    expect((await manager.patch(`/api/teams/${team.id}`, { name: 'Edited' })).status).toBe(409);
    const restored = await manager.patch(`/api/teams/${team.id}`, { archived: false });
    expect(restored.status).toBe(200);
    expect(restored.body.archived).toBe(false);
    expect((await audit(team.id))[0].action).toBe('team.restore');
  });

  it('is for team managers; 404 for no team', async () => {
    const team = (await manager.post('/api/teams', newTeam())).body;
    for (const email of ['pdm@demo.test', 'sdr@demo.test', 'guest@demo.test']) expect((await (await api.as(email)).delete(`/api/teams/${team.id}`)).status, email).toBe(403);
    expect((await api.anonymous().delete(`/api/teams/${team.id}`)).status).toBe(401);
    expect((await manager.delete('/api/teams/999999')).status).toBe(404);
  });
});

describe("the team's Slack webhook", () => {
  it('sends a test message through the integration after the request, recorded (the sandbox here)', async () => {
    const res = await lead.post(`/api/teams/${falcon.id}/slack-test`);
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ kind: 'test', status: 'queued', transport: null, teamId: falcon.id });
    expect(res.body.text).toContain('Team Falcon');
    expect(await api.jobs.runDue()).toBeGreaterThan(0);
    const posts = (await lead.get(`/api/teams/${falcon.id}/slack-posts`)).body;
    expect(posts[0]).toMatchObject({ id: res.body.id, status: 'sent', transport: 'sandbox', responseStatus: 200, sentAt: expect.any(String) });
    expect((await sdr.post(`/api/teams/${falcon.id}/slack-test`)).status).toBe(403);
    expect((await sdr.get(`/api/teams/${falcon.id}/slack-posts`)).status).toBe(403);
    expect((await audit(falcon.id))[0].action).toBe('team.slack-test');
  });

  it('asks for a webhook first', async () => {
    const team = (await manager.post('/api/teams', newTeam())).body;
    const res = await manager.post(`/api/teams/${team.id}/slack-test`);
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('slackWebhookUrl');
  });

  it("posts a booking for a team's client once, after the booking commits, and never for a refused one", async () => {
    const fixture: AcmeFixture = await loadAcmeFixture(api, sdr);
    const [acme] = await api.database.db.select({ teamId: clients.teamId }).from(clients).where(eq(clients.id, fixture.acme.id));
    await admin.patch(`/api/teams/${acme.teamId}`, { slackWebhookUrl: hook('acme') });
    await api.jobs.runDue();
    const postsOf = () => api.database.db.select().from(slackPosts).where(eq(slackPosts.kind, 'meeting-booked'));
    const before = (await postsOf()).length;

    const body = fixture.booking();
    const booked = await sdr.post('/api/meetings', body);
    expect(booked.status, booked.text).toBe(201);
    const meetingId = booked.body.meeting.id;
    // Nothing is posted inside the request: a job runs after the commit.
    expect((await postsOf()).length).toBe(before);
    await api.jobs.runDue();
    const posts = (await postsOf()).filter((p) => p.meetingId === meetingId);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ teamId: acme.teamId, webhookUrl: hook('acme'), status: 'sent', transport: 'sandbox' });
    expect(posts[0].text).toContain('Acme Corp');
    expect(posts[0].text).toContain(body.prospectCompany as string);
    await api.jobs.runDue(new Date(Date.now() + 3_600_000));
    expect((await postsOf()).filter((p) => p.meetingId === meetingId)).toHaveLength(1);

    // The same prospect again is refused as a duplicate: rolled back, no job, no post.
    const jobsBefore = (await api.database.db.select().from(jobs).where(eq(jobs.kind, 'slack.meeting-booked'))).length;
    const refused = await sdr.post('/api/meetings', { ...fixture.booking(), prospectEmail: body.prospectEmail });
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe('duplicate');
    expect((await api.database.db.select().from(jobs).where(eq(jobs.kind, 'slack.meeting-booked'))).length).toBe(jobsBefore);
    await api.jobs.runDue();
    expect((await postsOf()).length).toBe(before + 1);
  });
});

describe('bunches are in the audit log', () => {
  it('records a new bunch and its members', async () => {
    const bunch = (await manager.post('/api/bunch', { name: 'Audit Bunch' })).body;
    const member = await manager.post('/api/bunch/member', { bunch: bunch.id, user: ids['psm@demo.test'] });
    await manager.delete(`/api/bunch/member/${member.body.members[0].id}`);
    const entries = (await admin.get(`/api/audit-log?entity=bunch&entityId=${bunch.id}`)).body as { action: string; summary: string }[];
    expect(entries.map((e) => e.action)).toEqual(['bunch.member-remove', 'bunch.member-add', 'bunch.create']);
    expect(entries[1].summary).toContain('Paula Moreno');
  });
});

describe('the HTTPS Slack poster (SLACK_ENABLED=1)', () => {
  const good = hook('real');
  it('posts JSON to the webhook without following redirects, and reads Slack’s answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const slack = httpsSlack({ fetch: async (url, init) => (calls.push({ url, init }), new Response('ok', { status: 200 })) });
    expect(await slack.post(good, 'Hello')).toEqual({ ok: true, status: 200, error: null });
    expect(calls[0]).toMatchObject({ url: good, init: { method: 'POST', redirect: 'error', body: JSON.stringify({ text: 'Hello' }) } });
  });

  it('marks a refused webhook failed, and throws (retry later) on 429, 5xx and network errors', async () => {
    const answering = (status: number, text = '') => httpsSlack({ fetch: async () => new Response(text, { status }) });
    expect(await answering(404, 'no_service').post(good, 'x')).toEqual({ ok: false, status: 404, error: 'no_service' });
    await expect(answering(500).post(good, 'x')).rejects.toBeInstanceOf(SlackRetryableError);
    await expect(answering(429).post(good, 'x')).rejects.toBeInstanceOf(SlackRetryableError);
    const down = httpsSlack({ fetch: async () => { throw new TypeError('fetch failed'); } });
    await expect(down.post(good, 'x')).rejects.toBeInstanceOf(SlackRetryableError);
  });

  it('never calls an address that is not a Slack webhook', async () => {
    let called = false;
    const slack = httpsSlack({ fetch: async () => ((called = true), new Response('ok')) });
    expect((await slack.post('https://evil.test/hook', 'x')).ok).toBe(false);
    expect(called).toBe(false);
  });
});
