import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../src/domain/clients/client-types';
import { clientContacts } from '../../src/server/db/schema/clients';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let editor: ApiClient; // PDM: edit-clients
let sdr: ApiClient; // no edit-clients
let guest: ApiClient;
let admin: ApiClient;
let guestClientId: number;
beforeAll(async () => {
  api = await createTestApi();
  [editor, sdr, guest, admin] = await Promise.all(['pdm@demo.test', 'sdr@demo.test', 'guest@demo.test', 'admin@demo.test'].map((e) => api.as(e)));
  guestClientId = (await guest.get('/me')).body.clientId;
});
afterAll(() => api.close());

const client = async (id: number): Promise<Client> => (await editor.get(`/api/clients/${id}`)).body;

async function cursorNow(c: ApiClient): Promise<number> {
  let cursor = 0;
  for (;;) {
    const res = await c.get(`/api/sync/pull?cursor=${cursor}&limit=5000`);
    cursor = res.body.cursor;
    if (!res.body.more) return cursor;
  }
}

describe('PATCH /api/clients/{id}', () => {
  it('changes status, industry, send date, onboarding date and details; bumps the version; reaches the feed', async () => {
    const before = await client(2);
    const cursor = await cursorNow(sdr);
    const industries = (await editor.get('/api/industries')).body as { id: number; name: string }[];
    const industry = industries.find((i) => i.id !== before.industryId)!;
    const patch = { status: 'paused', industryId: industry.id, sendDate: '2026-03-02', onboardingDate: '2026-02-15', details: 'Sells to hospitals.' };
    const res = await editor.patch('/api/clients/2', patch);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...patch, industry: industry.name, version: before.version + 1 });
    expect(await client(2)).toEqual(res.body);
    const feed = (await sdr.get(`/api/sync/pull?cursor=${cursor}`)).body.changes;
    expect(feed).toContainEqual({ collection: 'clients', id: '2', op: 'put', data: res.body });
    // Nothing new: no new version.
    expect((await editor.patch('/api/clients/2', { status: 'paused' })).body.version).toBe(before.version + 1);
    expect((await editor.patch('/api/clients/2', { sendDate: null })).body.sendDate).toBeNull();
  });

  it('refuses bad input with 422 and the field', async () => {
    const bad = await editor.patch('/api/clients/2', { onboardingDate: '02/15/2026' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.onboardingDate).toMatch(/YYYY-MM-DD/);
    expect((await editor.patch('/api/clients/2', { status: 'asleep' })).body.fields.status).toBeDefined();
    expect((await editor.patch('/api/clients/2', { industryId: 999999 })).body.fields.industryId).toBeDefined();
    expect((await editor.patch('/api/clients/2', {})).status).toBe(422);
    expect((await editor.patch('/api/clients/2', { name: 'Renamed' })).status).toBe(422);
  });

  it('needs edit-clients (super-admin passes); guests and reps cannot write', async () => {
    expect((await sdr.patch('/api/clients/2', { details: 'x' })).status).toBe(403);
    expect((await guest.patch(`/api/clients/${guestClientId}`, { details: 'x' })).status).toBe(403);
    expect((await admin.patch('/api/clients/2', { details: 'By the admin' })).status).toBe(200);
    expect((await editor.patch('/api/clients/2', { details: 'x' }, { noXsrf: true })).status).toBe(403);
    expect((await editor.patch('/api/clients/99999999', { details: 'x' })).status).toBe(404);
  });

  it('answers 412 with the current client to a stale If-Match', async () => {
    const before = await client(3);
    expect((await editor.patch('/api/clients/3', { details: 'one' }, { headers: { 'If-Match': String(before.version) } })).status).toBe(200);
    const stale = await editor.patch('/api/clients/3', { details: 'two' }, { headers: { 'If-Match': String(before.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: 3, details: 'one', version: before.version + 1 });
  });

  it('replays a repeated Idempotency-Key once', async () => {
    const before = await client(4);
    const headers = { 'Idempotency-Key': 'client-4-details-0001' };
    const first = await editor.patch('/api/clients/4', { details: 'Replayed' }, { headers });
    const second = await editor.patch('/api/clients/4', { details: 'Replayed' }, { headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await client(4)).version).toBe(before.version + 1);
  });
});

describe('client contact: POST creates, PATCH updates (spec 4)', () => {
  const contact = { name: 'Jo Park', email: 'jo.park@acme-example.com', phone: '+1 555 123 4567', city: 'Austin', state: 'TX', zipCode: '73301', address: '1 Main St' };

  it('creates a contact for a client without one (201) and answers the client with it', async () => {
    await api.database.db.delete(clientContacts).where(eq(clientContacts.clientId, 5));
    expect((await client(5)).contact).toBeNull();
    const before = await client(5);
    const res = await editor.post('/api/clients/5/contacts', contact);
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).toBe(5);
    expect(res.body.contact).toEqual({ id: expect.any(Number), ...contact });
    expect(res.body.version).toBe(before.version + 1);
  });

  it('updates on a second POST for the same client (a save queued twice offline) instead of failing', async () => {
    const first = await client(5);
    const res = await editor.post('/api/clients/5/contacts', { ...contact, name: 'Jo Park-Lee' });
    expect(res.status).toBe(200);
    expect(res.body.contact).toMatchObject({ id: first.contact!.id, name: 'Jo Park-Lee' });
  });

  it('updates an existing contact with PATCH on its id', async () => {
    const current = await client(5);
    const res = await editor.patch(`/api/clients/5/contacts/${current.contact!.id}`, { ...contact, email: 'jo@acme-example.com', phone: null });
    expect(res.status, res.text).toBe(200);
    expect(res.body.contact).toMatchObject({ id: current.contact!.id, email: 'jo@acme-example.com', phone: null });
    expect(res.body.version).toBe(current.version + 1);
  });

  it('refuses a bad contact, a contact of another client, and writers without edit-clients', async () => {
    const current = await client(5);
    const bad = await editor.post('/api/clients/5/contacts', { name: '', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'email']));
    const other = await client(6);
    expect((await editor.patch(`/api/clients/5/contacts/${other.contact!.id}`, contact)).status).toBe(404);
    expect((await editor.post('/api/clients/99999999/contacts', contact)).status).toBe(404);
    expect((await sdr.post('/api/clients/5/contacts', contact)).status).toBe(403);
    expect((await sdr.patch(`/api/clients/5/contacts/${current.contact!.id}`, contact)).status).toBe(403);
    expect((await guest.post(`/api/clients/${guestClientId}/contacts`, contact)).status).toBe(403);
  });
});

describe('task tags', () => {
  it('POST /api/clients/task-tags {id, taskTags} sets the list and answers the client', async () => {
    const before = await client(7);
    const res = await editor.post('/api/clients/task-tags', { id: 7, taskTags: ['VIP', ' Night owl ', 'vip'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: 7, taskTags: ['VIP', 'Night owl'], version: before.version + 1 });
  });

  it('GET /api/clients/task-tags lists every known tag, sorted', async () => {
    const res = await sdr.get('/api/clients/task-tags');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Night owl');
    expect(res.body).toContain('VIP');
    expect([...res.body].sort((a: string, b: string) => a.localeCompare(b))).toEqual(res.body);
    expect((await guest.get('/api/clients/task-tags')).status).toBe(403);
  });

  it('refuses bad input, an unknown client and writers without edit-clients', async () => {
    expect((await editor.post('/api/clients/task-tags', { taskTags: ['x'] })).status).toBe(422);
    expect((await editor.post('/api/clients/task-tags', { id: 7, taskTags: 'VIP' })).status).toBe(422);
    expect((await editor.post('/api/clients/task-tags', { id: 99999999, taskTags: [] })).status).toBe(404);
    expect((await sdr.post('/api/clients/task-tags', { id: 7, taskTags: [] })).status).toBe(403);
  });
});

describe('meeting goals', () => {
  it('GET /api/clients/{id}/meeting-goals answers the goal per month, oldest first', async () => {
    const res = await sdr.get('/api/clients/8/meeting-goals');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(3);
    expect(res.body[0]).toEqual({ id: expect.any(Number), clientId: 8, month: expect.stringMatching(/^\d{4}-\d{2}$/), goal: expect.any(Number) });
    const months = res.body.map((g: { month: string }) => g.month);
    expect([...months].sort((x, y) => x.localeCompare(y))).toEqual(months);
  });

  it('POST sets the months sent (update and create) and answers every goal', async () => {
    const current = (await sdr.get('/api/clients/8/meeting-goals')).body;
    const res = await editor.post('/api/clients/8/meeting-goals', { goals: [{ month: current[0].month, goal: 42 }, { month: '2031-01', goal: 9 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body[0]).toMatchObject({ month: current[0].month, goal: 42 });
    expect(res.body.at(-1)).toMatchObject({ month: '2031-01', goal: 9 });
  });

  it('refuses bad goals, writers without edit-clients, and guests of another client', async () => {
    expect((await editor.post('/api/clients/8/meeting-goals', { goals: [{ month: '2031-13', goal: 1 }] })).status).toBe(422);
    expect((await editor.post('/api/clients/8/meeting-goals', { goals: [{ month: '2031-01', goal: -2 }] })).status).toBe(422);
    expect((await editor.post('/api/clients/8/meeting-goals', { goals: [] })).status).toBe(422);
    expect((await sdr.post('/api/clients/8/meeting-goals', { goals: [{ month: '2031-01', goal: 1 }] })).status).toBe(403);
    expect((await guest.get(`/api/clients/${guestClientId}/meeting-goals`)).status).toBe(200);
    expect((await guest.get(`/api/clients/${guestClientId + 1}/meeting-goals`)).status).toBe(403);
    expect((await editor.get('/api/clients/99999999/meeting-goals')).status).toBe(404);
  });
});
