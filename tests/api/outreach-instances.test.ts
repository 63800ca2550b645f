import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendingMailboxes } from '../../src/server/db/schema/clients';
import { outreachInstances } from '../../src/server/db/schema/sequencer';
import { jobs } from '../../src/server/db/schema/jobs';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { sequencerFixture, type SequencerFixture } from '../support/sequencer-fixture';

let api: TestApi;
let f: SequencerFixture;
let psm: ApiClient;
let strategist: ApiClient;
let sdr: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  [psm, strategist, sdr, guest] = await Promise.all(['psm@demo.test', 'strategist@demo.test', 'sdr@demo.test', 'guest@demo.test'].map((e) => api.as(e)));
  f = await sequencerFixture(api);
});
afterAll(() => api.close());

const later = () => new Date(Date.now() + 10_000);
const instanceOf = async (clientId: number) => (await api.database.db.select().from(outreachInstances).where(eq(outreachInstances.clientId, clientId)))[0];

describe('GET /outreach/mailboxes?client', () => {
  it("lists the client's mailboxes with their status; no client, an empty list", async () => {
    const res = await sdr.get(`/outreach/mailboxes?client=${f.acme.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(f.mailboxes.map((m) => m.id).sort((a: number, b: number) => a - b));
    expect(res.body.every((m: { status: string }) => m.status === 'connected' || m.status === 'disconnected')).toBe(true);
    expect((await sdr.get('/outreach/mailboxes')).body).toEqual([]);
    expect((await sdr.get('/outreach/mailboxes?client=abc')).status).toBe(422);
    expect((await guest.get(`/outreach/mailboxes?client=${f.acme.id}`)).status).toBe(403);
    expect((await api.anonymous().get(`/outreach/mailboxes?client=${f.acme.id}`)).status).toBe(401);
  });
});

describe('GET /api/outreach/mailboxes/{id}', () => {
  it('answers one mailbox with its status now', async () => {
    const res = await sdr.get(`/api/outreach/mailboxes/${f.connected.id}`);
    expect(res.body).toMatchObject({ id: f.connected.id, email: f.connected.email, status: 'connected' });
    expect((await sdr.get('/api/outreach/mailboxes/99999999')).status).toBe(404);
    expect((await guest.get(`/api/outreach/mailboxes/${f.connected.id}`)).status).toBe(403);
  });
});

describe('GET /api/outreach/instances', () => {
  it('lists instances with their mailboxes and statuses, for one client or all', async () => {
    const all = (await sdr.get('/api/outreach/instances')).body;
    expect(all.length).toBeGreaterThanOrEqual(40);
    const acme = (await sdr.get(`/api/outreach/instances?client=${f.acme.id}`)).body;
    expect(acme).toHaveLength(1);
    expect(acme[0]).toMatchObject({ clientId: f.acme.id, clientName: 'Acme Corp', status: 'active', connection: 'connected', sequencesSyncRequested: false });
    expect(acme[0].mailboxes).toHaveLength(f.mailboxes.length);
    expect((await guest.get('/api/outreach/instances')).status).toBe(403);
  });
});

describe('GET and PATCH /api/outreach/instances/{id}', () => {
  it('reads one instance, and PATCH sends status (settings editors only)', async () => {
    const { id } = await instanceOf(f.other.id);
    const one = await sdr.get(`/api/outreach/instances/${id}`);
    expect(one.body).toMatchObject({ id, clientId: f.other.id });
    expect((await psm.patch(`/api/outreach/instances/${id}`, { status: 'paused' })).status).toBe(403);
    expect((await sdr.patch(`/api/outreach/instances/${id}`, { status: 'paused' })).status).toBe(403);
    expect((await guest.patch(`/api/outreach/instances/${id}`, { status: 'paused' })).status).toBe(403);
    expect((await strategist.patch(`/api/outreach/instances/${id}`, { status: 'paused' }, { noXsrf: true })).status).toBe(403);
    const paused = await strategist.patch(`/api/outreach/instances/${id}`, { status: 'paused' });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused', version: one.body.version + 1 });
    const stale = await strategist.patch(`/api/outreach/instances/${id}`, { status: 'active' }, { headers: { 'If-Match': String(one.body.version) } });
    expect(stale.status).toBe(412);
    for (const body of [{ status: 'asleep' }, { status: 'active', name: 'x' }, {}]) {
      expect((await strategist.patch(`/api/outreach/instances/${id}`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await strategist.patch('/api/outreach/instances/99999999', { status: 'active' })).status).toBe(404);
    expect((await strategist.patch(`/api/outreach/instances/${id}`, { status: 'active' })).body.status).toBe('active');
  });
});

describe('PATCH /api/sequence-profiles/{id}/sync-campaign', () => {
  it('sets sequencesSyncRequested; a few seconds later the sandbox clears it and the counts move on', async () => {
    const profileId = f.profiles[0].id;
    const before = (await sdr.get(`/api/sequence-profiles/${profileId}`)).body;
    expect(before.pendingCount).toBeGreaterThan(0);
    const res = await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: before.outreachInstance.id, sequencesSyncRequested: true });
    expect((await sdr.get(`/api/outreach/instances/${res.body.id}`)).body.sequencesSyncRequested).toBe(true);
    // Not at once: the job is due a few seconds later.
    expect(await api.jobs.runDue()).toBe(0);
    expect((await sdr.get(`/api/outreach/instances/${res.body.id}`)).body.sequencesSyncRequested).toBe(true);
    expect(await api.jobs.runDue(later())).toBe(1);
    expect((await sdr.get(`/api/outreach/instances/${res.body.id}`)).body).toMatchObject({ sequencesSyncRequested: false, lastSyncedAt: expect.any(String) });
    const after = (await sdr.get(`/api/sequence-profiles/${profileId}`)).body;
    // The pending ones went live or were refused; new matching ones may come in as pending.
    expect(after.activeCount + after.failedCount).toBe(before.activeCount + before.failedCount + before.pendingCount);
    expect(after.pendingCount + after.activeCount + after.failedCount).toBeGreaterThanOrEqual(before.pendingCount + before.activeCount + before.failedCount);
  });

  it('syncs one connected mailbox of the profile, and refuses a disconnected or foreign one with 422', async () => {
    const profileId = f.profiles[0].id;
    const pairs = (await sdr.get(`/api/sequence-profiles/${profileId}`)).body.outreachDetails as { mailbox: { id: number; status: string } }[];
    const connected = pairs.find((p) => p.mailbox.status === 'connected')!.mailbox.id;
    expect((await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, { mailbox: connected })).status).toBe(200);
    await api.jobs.runDue(later());
    const foreign = await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, { mailbox: 99999 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields).toHaveProperty('mailbox');
    await api.database.db.update(sendingMailboxes).set({ status: 'disconnected' }).where(eq(sendingMailboxes.id, connected));
    const off = await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, { mailbox: connected });
    expect(off.status).toBe(422);
    expect(off.body.fields).toHaveProperty('mailbox');
    await api.database.db.update(sendingMailboxes).set({ status: 'connected' }).where(eq(sendingMailboxes.id, connected));
    expect((await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, { mailbox: 'abc' })).status).toBe(422);
  });

  it('refuses a profile without pairs and a paused instance, and is for sequencer editors', async () => {
    const created = await psm.post('/api/sequence-profiles', { client: f.other.id, name: 'No pairs yet' });
    expect(created.status, created.text).toBe(201);
    const bare = await psm.patch(`/api/sequence-profiles/${created.body.id}/sync-campaign`, {});
    expect(bare.status).toBe(422);
    expect(bare.body.fields).toHaveProperty('outreachDetails');
    const profileId = f.profiles[0].id;
    const instance = await instanceOf(f.acme.id);
    await strategist.patch(`/api/outreach/instances/${instance.id}`, { status: 'paused' });
    expect((await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {})).status).toBe(422);
    await strategist.patch(`/api/outreach/instances/${instance.id}`, { status: 'active' });
    expect((await sdr.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {})).status).toBe(403);
    expect((await guest.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {})).status).toBe(403);
    expect((await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {}, { noXsrf: true })).status).toBe(403);
    expect((await psm.patch('/api/sequence-profiles/99999999/sync-campaign', {})).status).toBe(404);
    // A refused request leaves no job behind.
    const queued = await api.database.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued).toEqual([]);
  });

  it('clears the flag only once the last request is done', async () => {
    const profileId = f.profiles[0].id;
    const first = await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {});
    const second = await psm.patch(`/api/sequence-profiles/${profileId}/sync-campaign`, {});
    expect(second.body.id).toBe(first.body.id);
    expect(await api.jobs.runDue(later())).toBe(2);
    expect((await instanceOf(f.acme.id)).sequencesSyncRequested).toBe(false);
  });
});
