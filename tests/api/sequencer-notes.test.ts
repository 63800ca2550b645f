import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTeamMembers } from '../../src/server/db/schema/clients';
import { profileNotes } from '../../src/server/db/schema/sequencer';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { sequencerFixture, type SequencerFixture } from '../support/sequencer-fixture';

let api: TestApi;
let f: SequencerFixture;
let admin: ApiClient;
let psm: ApiClient;
let dso: ApiClient;
let sdr: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  [admin, psm, dso, sdr, guest] = await Promise.all(
    ['admin@demo.test', 'psm@demo.test', 'dso@demo.test', 'sdr@demo.test', 'guest@demo.test'].map((e) => api.as(e)),
  );
  f = await sequencerFixture(api);
});
afterAll(() => api.close());

const profileId = () => f.profiles[0].id;
const xsrf = (client: ApiClient) => ({ 'X-XSRF-TOKEN': client.cookies.get('XSRF-TOKEN')! });
const noteRow = async (id: number) => (await api.database.db.select().from(profileNotes).where(eq(profileNotes.id, id)))[0];

async function addNote(client: ApiClient, notes = 'Client wants the Northeast first.') {
  const res = await client.post('/api/sequencer/note', { notes, profile: profileId() });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; notes: string };
}

describe('notes', () => {
  it('POST /api/sequencer/note {notes, profile} adds a note that the profile lists, newest first', async () => {
    const note = await addNote(psm, 'First things first');
    expect(note).toMatchObject({ notes: 'First things first', profile: profileId(), user: { name: 'Paula Moreno' } });
    const list = await sdr.get(`/api/sequence-profiles/${profileId()}/notes`);
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: note.id, notes: 'First things first' });
  });

  it('refuses an empty or too long note, an unknown profile and unknown keys with 422', async () => {
    for (const [body, field] of [
      [{ notes: '   ', profile: profileId() }, 'notes'],
      [{ notes: 'x'.repeat(10_001), profile: profileId() }, 'notes'],
      [{ notes: 'x', profile: 99999999 }, 'profile'],
      [{ notes: 'x', profile: 'abc' }, 'profile'],
      [{ notes: 'x', profile: profileId(), pinned: true }, 'pinned'],
    ] as const) {
      const res = await psm.post('/api/sequencer/note', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.fields).toHaveProperty([field]);
    }
  });

  it('is for sequencer editors: readers and guests 403, no session 401, no XSRF 403', async () => {
    const body = { notes: 'x', profile: profileId() };
    expect((await sdr.post('/api/sequencer/note', body)).status).toBe(403);
    expect((await guest.post('/api/sequencer/note', body)).status).toBe(403);
    expect((await api.anonymous().post('/api/sequencer/note', body)).status).toBe(401);
    expect((await psm.post('/api/sequencer/note', body, { noXsrf: true })).status).toBe(403);
    expect((await guest.get(`/api/sequence-profiles/${profileId()}/notes`)).status).toBe(403);
  });

  it('a repeat with the same Idempotency-Key adds the note once', async () => {
    const headers = { 'Idempotency-Key': `note-${Date.now()}` };
    const first = await psm.post('/api/sequencer/note', { notes: 'Once only', profile: profileId() }, { headers });
    const again = await psm.post('/api/sequencer/note', { notes: 'Once only', profile: profileId() }, { headers });
    expect(again.body.id).toBe(first.body.id);
    const rows = await api.database.db.select().from(profileNotes).where(eq(profileNotes.notes, 'Once only'));
    expect(rows.length).toBe(1);
  });

  it('PATCH /api/sequencer/note/{id} changes the text, for its author or a super-admin', async () => {
    const note = await addNote(psm);
    const res = await psm.patch(`/api/sequencer/note/${note.id}`, { notes: 'Edited' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: note.id, notes: 'Edited', user: { name: 'Paula Moreno' } });
    expect((await dso.patch(`/api/sequencer/note/${note.id}`, { notes: 'Not mine' })).status).toBe(403);
    expect((await admin.patch(`/api/sequencer/note/${note.id}`, { notes: 'By the admin' })).body).toMatchObject({ notes: 'By the admin', user: { name: 'Paula Moreno' } });
    expect((await psm.patch(`/api/sequencer/note/${note.id}`, { notes: '' })).status).toBe(422);
    expect((await psm.patch('/api/sequencer/note/99999999', { notes: 'x' })).status).toBe(404);
    expect((await sdr.patch(`/api/sequencer/note/${note.id}`, { notes: 'x' })).status).toBe(403);
  });
});

describe('GET /sequencer/delete-note/{id}: a GET that deletes, guarded as a write', () => {
  it('deletes with the XSRF header, and a second call is harmless', async () => {
    const note = await addNote(psm);
    const res = await psm.get(`/sequencer/delete-note/${note.id}`, { headers: xsrf(psm) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await noteRow(note.id)).toBeUndefined();
    expect((await psm.get(`/sequencer/delete-note/${note.id}`, { headers: xsrf(psm) })).body).toEqual({ ok: true });
  });

  it('refuses without the XSRF header (a link or an image on another site), and the note stays', async () => {
    const note = await addNote(psm);
    const bare = await psm.get(`/sequencer/delete-note/${note.id}`);
    expect(bare.status).toBe(403);
    const wrong = await psm.get(`/sequencer/delete-note/${note.id}`, { headers: { 'X-XSRF-TOKEN': 'not-the-token' } });
    expect(wrong.status).toBe(403);
    expect(await noteRow(note.id)).toBeDefined();
  });

  it('refuses a cross-site request even with the header', async () => {
    const note = await addNote(psm);
    const crossSite = await psm.get(`/sequencer/delete-note/${note.id}`, { headers: { ...xsrf(psm), 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await psm.get(`/sequencer/delete-note/${note.id}`, { headers: { ...xsrf(psm), Origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    expect(await noteRow(note.id)).toBeDefined();
    const sameOrigin = await psm.get(`/sequencer/delete-note/${note.id}`, { headers: { ...xsrf(psm), 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' } });
    expect(sameOrigin.status).toBe(200);
  });

  it("is for sequencer editors, and for the note's author or a super-admin", async () => {
    const note = await addNote(psm);
    expect((await api.anonymous().get(`/sequencer/delete-note/${note.id}`)).status).toBe(401);
    expect((await sdr.get(`/sequencer/delete-note/${note.id}`, { headers: xsrf(sdr) })).status).toBe(403);
    expect((await guest.get(`/sequencer/delete-note/${note.id}`, { headers: xsrf(guest) })).status).toBe(403);
    expect((await dso.get(`/sequencer/delete-note/${note.id}`, { headers: xsrf(dso) })).status).toBe(403);
    expect(await noteRow(note.id)).toBeDefined();
    expect((await admin.get(`/sequencer/delete-note/${note.id}`, { headers: xsrf(admin) })).status).toBe(200);
    expect(await noteRow(note.id)).toBeUndefined();
    expect((await psm.get('/sequencer/delete-note/abc', { headers: xsrf(psm) })).status).toBe(404);
  });
});

describe('logs and removals', () => {
  it('GET /{id}/logs answers created_at, user and the changes, newest first', async () => {
    const res = await sdr.get(`/api/sequence-profiles/${profileId()}/logs`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const times = res.body.map((l: { created_at: string }) => l.created_at);
    expect([...times].sort((a: string, b: string) => b.localeCompare(a))).toEqual(times);
    expect(res.body.at(-1)).toMatchObject({ action: 'created', user: { name: expect.any(String) } });
    expect(res.body.at(-1).changes[0]).toMatchObject({ field: 'name', before: null });
    expect((await sdr.get('/api/sequence-profiles/99999999/logs')).status).toBe(404);
    expect((await guest.get(`/api/sequence-profiles/${profileId()}/logs`)).status).toBe(403);
  });

  it('GET /{id}/removals is paged', async () => {
    const withRemovals = (await Promise.all(f.profiles.map(async (p) => ({ p, page: (await sdr.get(`/api/sequence-profiles/${p.id}/removals?limit=1`)).body }))))
      .find((x) => x.page.total >= 2);
    expect(withRemovals).toBeDefined();
    const { p, page } = withRemovals!;
    expect(page.items.length).toBe(1);
    const next = (await sdr.get(`/api/sequence-profiles/${p.id}/removals?offset=1&limit=1`)).body;
    expect(next.items[0].id).not.toBe(page.items[0].id);
    expect(next).toMatchObject({ offset: 1, limit: 1, total: page.total });
    expect((await sdr.get(`/api/sequence-profiles/${p.id}/removals?limit=500`)).status).toBe(422);
    expect((await sdr.get(`/api/sequence-profiles/${p.id}/removals?offset=-1`)).status).toBe(422);
  });
});

describe('GET /api/users/teams/{teamId}?client&profile', () => {
  it('answers the team and the past team: people who worked on the profile and left the team', async () => {
    const client = (await sdr.get(`/api/clients/${f.acme.id}/details`)).body;
    expect(client.team).not.toBeNull();
    // A note by someone on neither the team nor the client's team puts them in the past team.
    await addNote(dso, 'Handing over to the new team.');
    const res = await sdr.get(`/api/users/teams/${client.team.id}?client=${f.acme.id}&profile=${profileId()}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.team).toMatchObject({ id: client.team.id, members: expect.any(Array) });
    const memberIds = res.body.team.members.map((m: { id: number }) => m.id);
    expect(res.body.pastTeam.every((m: { id: number }) => !memberIds.includes(m.id))).toBe(true);
    const dsoId = (await dso.get('/me')).body.id;
    const clientTeam = await api.database.db.select().from(clientTeamMembers).where(eq(clientTeamMembers.clientId, f.acme.id));
    // The demo DSO is on neither team (the seed's doing): their note makes them past team.
    expect([...memberIds, ...clientTeam.map((m) => m.userId)]).not.toContain(dsoId);
    expect(res.body.pastTeam).toContainEqual({ id: dsoId, name: 'Dana Okafor', role: 'Director of Strategic Operations' });
    // Current members of the client's team are never past team.
    expect(res.body.pastTeam.map((m: { id: number }) => m.id).filter((id: number) => clientTeam.some((m) => m.userId === id))).toEqual([]);
    expect((await sdr.get('/api/users/teams/99999999')).status).toBe(404);
    expect((await sdr.get(`/api/users/teams/${client.team.id}?profile=99999999`)).status).toBe(422);
    expect((await guest.get(`/api/users/teams/${client.team.id}`)).status).toBe(403);
  });
});

describe('GET /api/clients/{id}/details', () => {
  it("answers the client's team, Outreach account and instance", async () => {
    const res = await sdr.get(`/api/clients/${f.acme.id}/details`);
    expect(res.body).toMatchObject({ id: f.acme.id, name: 'Acme Corp', outreachStatus: 'connected', outreachInstance: { status: 'active' }, profilesCount: f.profiles.length });
    expect((await sdr.get('/api/clients/99999999/details')).status).toBe(404);
    expect((await guest.get(`/api/clients/${f.acme.id}/details`)).status).toBe(403);
  });
});
