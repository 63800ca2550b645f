import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSequences } from '../../src/server/db/schema/content';
import type { ContentSequence } from '../../src/domain/content/content-types';
import { openContentScope, sharedInReview, type ContentScope } from '../support/content-fixture';

let s: ContentScope;
let cadences: { id: number; name: string; steps: unknown[] }[];
beforeAll(async () => {
  s = await openContentScope();
  cadences = (await s.owner.get('/api/content/cadences')).body;
});
afterAll(() => s.api.close());

const path = (id: number, rest = '') => `/api/content/sequences/${id}${rest}`;

describe('GET /api/content/sequences', () => {
  it("lists a client's sequences with the overview's fields and the list's", async () => {
    const res = await s.staff.get(`/api/content/sequences?client=${s.otherClientId}`);
    expect(res.status).toBe(200);
    const rows = await s.api.database.db.select({ id: contentSequences.id }).from(contentSequences).where(eq(contentSequences.clientId, s.otherClientId));
    // Without `archived` both come, as the client overview's Content tab lists them.
    expect(res.body).toHaveLength(rows.length);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      clientId: s.otherClientId,
      title: expect.any(String),
      status: expect.stringMatching(/^(Draft|In Review|Approved|Uploaded)$/),
      shareStatus: expect.stringMatching(/^(private|shared)$/),
      archived: expect.any(Boolean),
      clientName: expect.any(String),
      templatesCount: expect.any(Number),
    });
  });

  it('filters by status, owner, archived and share status', async () => {
    const all = (await s.staff.get('/api/content/sequences')).body as { status: string; archived: boolean; shareStatus: string; sapperOwner: { id: number } | null }[];
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Draft', 'In Review', 'Approved', 'Uploaded']));
    const review = (await s.staff.get('/api/content/sequences?status=In Review')).body as typeof all;
    expect(review.length).toBeGreaterThan(0);
    expect(review.every((r) => r.status === 'In Review')).toBe(true);
    const mine = (await s.staff.get(`/api/content/sequences?owner=${s.ids.owner}`)).body as typeof all;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.sapperOwner?.id === s.ids.owner)).toBe(true);
    const live = (await s.staff.get('/api/content/sequences?archived=0')).body as typeof all;
    const archived = (await s.staff.get('/api/content/sequences?archived=1')).body as typeof all;
    expect(archived.length).toBeGreaterThan(0);
    expect(live.every((r) => !r.archived) && archived.every((r) => r.archived)).toBe(true);
    expect(live.length + archived.length).toBe(all.length);
    const shared = (await s.staff.get('/api/content/sequences?shareStatus=shared')).body as typeof all;
    expect(shared.every((r) => r.shareStatus === 'shared')).toBe(true);
  });

  it("gives a guest their own client's shared, unarchived sequences only", async () => {
    const own = (await s.guest.get('/api/content/sequences')).body as { clientId: number; shareStatus: string; archived: boolean }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.clientId === s.guestClientId && r.shareStatus === 'shared' && !r.archived)).toBe(true);
    expect((await s.guest.get('/api/content/sequences?shareStatus=private')).body).toEqual([]);
    expect((await s.guest.get(`/api/content/sequences?client=${s.otherClientId}`)).status).toBe(403);
  });

  it('refuses bad filters, and anonymous callers', async () => {
    expect((await s.staff.get('/api/content/sequences?client=abc')).status).toBe(422);
    const bad = await s.staff.get('/api/content/sequences?status=Live');
    expect(bad.status).toBe(422);
    expect(bad.body.fields.status).toBeDefined();
    expect((await s.staff.get('/api/content/sequences?archived=maybe')).status).toBe(422);
    expect((await s.api.anonymous().get('/api/content/sequences')).status).toBe(401);
  });
});

describe('GET /api/content/sequences/{id}', () => {
  it('answers spec 3: client with teams and users, owner, Outreach link, cadence, steps', async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const res = await s.staff.get<ContentSequence>(path(seq.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: seq.id, status: 'In Review', shareStatus: 'shared', client: { id: s.guestClientId }, cadence: { id: expect.any(Number) } });
    expect(res.body.steps.map((x) => x.step)).toEqual(res.body.steps.map((_, i) => i + 1));
    const byId = (a: number, b: number) => a - b;
    expect(res.body.clientGuests.map((g) => g.id).sort(byId)).toEqual([s.ids.guest, s.ids.reviewer].sort(byId));
    expect(Object.keys(res.body.sampleProspect)).toContain('first_name');
  });

  it("shows a guest a shared sequence of their client, hides the others", async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const res = await s.guest.get<ContentSequence>(path(seq.id));
    expect(res.status).toBe(200);
    expect(res.body.clientGuests).toEqual([]);
    const privateOne = await s.draft(s.guestClientId);
    expect((await s.guest.get(path(privateOne.id))).status).toBe(404);
    expect((await s.guest.get(path(privateOne.id, '/templates'))).status).toBe(404);
    expect((await s.stranger.get(path(seq.id))).status).toBe(403);
    expect((await s.staff.get(path(999999))).status).toBe(404);
    expect((await s.staff.get('/api/content/sequences/abc')).status).toBe(404);
    expect((await s.api.anonymous().get(path(seq.id))).status).toBe(401);
  });
});

describe('POST /api/content/sequences', () => {
  it('creates a Draft owned by its content editor, built from a cadence with an empty template per step', async () => {
    const cadence = cadences.find((c) => c.steps.length === 5)!;
    const res = await s.owner.post<ContentSequence>('/api/content/sequences', { clientId: s.otherClientId, title: 'Spring launch', cadenceId: cadence.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'Draft', shareStatus: 'private', archived: false, sapperOwner: { id: s.ids.owner }, cadence: { id: cadence.id } });
    expect(res.body.steps).toHaveLength(5);
    const templates = (await s.owner.get(path(res.body.id, '/templates'))).body as { cadenceStep: number; subject: string; body: string; approved: boolean }[];
    expect(templates.map((t) => t.cadenceStep)).toEqual([1, 2, 3, 4, 5]);
    expect(templates.every((t) => t.subject === '' && t.body === '' && !t.approved)).toBe(true);
    expect(res.body.activity.map((a) => a.action)).toEqual(expect.arrayContaining(['created', 'built']));
  });

  it('lets a super-admin create and choose an owner among users with edit-content', async () => {
    const res = await s.admin.post('/api/content/sequences', { clientId: s.otherClientId, title: 'Admin made', sapperOwnerId: s.ids.owner });
    expect(res.status).toBe(201);
    expect(res.body.sapperOwner.id).toBe(s.ids.owner);
    const staffId = (await s.staff.get('/me')).body.id;
    const bad = await s.admin.post('/api/content/sequences', { clientId: s.otherClientId, title: 'x', sapperOwnerId: staffId });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.sapperOwnerId).toMatch(/edit-content/);
  });

  it('refuses bad bodies, each field named', async () => {
    const cases: [unknown, string][] = [
      [{ clientId: s.otherClientId, title: '   ' }, 'title'],
      [{ clientId: s.otherClientId, title: 'x'.repeat(201) }, 'title'],
      [{ clientId: 'abc', title: 'x' }, 'clientId'],
      [{ clientId: 99999, title: 'x' }, 'clientId'],
      [{ clientId: s.otherClientId, title: 'x', cadenceId: 9999 }, 'cadenceId'],
      [{ clientId: s.otherClientId, title: 'x', cloneFrom: 9999 }, 'cloneFrom'],
    ];
    for (const [body, field] of cases) {
      const res = await s.owner.post('/api/content/sequences', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toBeDefined();
    }
    expect((await s.owner.post('/api/content/sequences', { clientId: s.otherClientId, title: 'x', colour: 'red' })).status).toBe(422);
  });

  it('is for content editors only, with the XSRF token', async () => {
    const body = { clientId: s.otherClientId, title: 'Not mine to make' };
    expect((await s.staff.post('/api/content/sequences', body)).status).toBe(403);
    expect((await s.guest.post('/api/content/sequences', body)).status).toBe(403);
    expect((await s.owner.post('/api/content/sequences', body, { noXsrf: true })).status).toBe(403);
    expect((await s.api.anonymous().post('/api/content/sequences', body)).status).toBe(401);
  });

  it('clones a sequence: steps and text, unapproved, clonedFrom set', async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const res = await s.owner.post('/api/content/sequences', { clientId: s.guestClientId, title: 'Copy', cloneFrom: seq.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ clonedFrom: seq.id, status: 'Draft' });
    const [from, to] = await Promise.all([s.owner.get(path(seq.id, '/templates')), s.owner.get(path(res.body.id, '/templates'))]);
    expect(to.body.map((t: { body: string }) => t.body)).toEqual(from.body.map((t: { body: string }) => t.body));
    expect(to.body.every((t: { approved: boolean }) => !t.approved)).toBe(true);
  });
});

describe('PATCH /api/content/sequences/{id}', () => {
  it('renames a Draft; a stale If-Match is 412 with the sequence as it is', async () => {
    const seq = await s.draft(s.otherClientId);
    const ok = await s.owner.patch(path(seq.id), { title: 'Renamed' }, { headers: { 'If-Match': String(seq.version) } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Renamed', version: seq.version + 1 });
    const stale = await s.owner.patch(path(seq.id), { title: 'Mine' }, { headers: { 'If-Match': String(seq.version) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ title: 'Renamed', version: seq.version + 1 });
  });

  it('changes content only in Draft (422), shares and archives in any status', async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    const title = await s.owner.patch(path(seq.id), { title: 'Nope' });
    expect(title.status).toBe(422);
    expect(title.body.fields.title).toMatch(/Draft/);
    const cadence = await s.owner.patch(path(seq.id), { cadenceId: cadences[0].id });
    expect(cadence.status).toBe(422);
    const other = await s.draft(s.otherClientId);
    const shared = await s.owner.patch(path(other.id), { shareStatus: 'shared' });
    expect(shared.body.shareStatus).toBe('shared');
    const archived = await s.owner.patch(path(other.id), { archived: true });
    expect(archived.body.archived).toBe(true);
    expect(archived.body.activity.slice(0, 2).map((a: { action: string; by: { id: number } }) => [a.action, a.by.id])).toEqual([
      ['archived', s.ids.owner],
      ['shared', s.ids.owner],
    ]);
    expect((await s.owner.patch(path(other.id), { title: 'While archived' })).status).toBe(422);
    const listed = (await s.staff.get(`/api/content/sequences?client=${s.otherClientId}&archived=0`)).body as { id: number }[];
    expect(listed.map((r) => r.id)).not.toContain(other.id);
  });

  it("links only the client's own Outreach sequences, and refuses bad fields", async () => {
    const seq = await s.draft(s.otherClientId, { linked: false });
    const foreign = await s.api.database.db.select().from(contentSequences).where(eq(contentSequences.clientId, s.guestClientId));
    expect(foreign.length).toBeGreaterThan(0);
    const bad = await s.owner.patch(path(seq.id), { outreachSequenceId: 1 + 100000 });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.outreachSequenceId).toBeDefined();
    expect((await s.owner.patch(path(seq.id), {})).status).toBe(422);
    expect((await s.owner.patch(path(seq.id), { shareStatus: 'public' })).body.fields.shareStatus).toBeDefined();
    expect((await s.owner.patch(path(seq.id), { status: 'Approved' })).status).toBe(422);
  });

  it('builds from a cadence, keeping written templates and refusing to drop one', async () => {
    const five = cadences.find((c) => c.steps.length === 5)!;
    const three = cadences.find((c) => c.steps.length === 3)!;
    const seq = await s.draft(s.otherClientId, { cadenceId: five.id });
    const templates = (await s.owner.get(path(seq.id, '/templates'))).body as { id: number; cadenceStep: number }[];
    const last = templates.find((t) => t.cadenceStep === 5)!;
    await s.owner.patch(path(seq.id, `/templates/${last.id}`), { body: '<p>Last word</p>' });
    const refused = await s.owner.patch(path(seq.id), { cadenceId: three.id });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.cadenceId).toMatch(/Step 5/);
    const six = cadences.find((c) => c.steps.length === 6)!;
    const rebuilt = await s.owner.patch(path(seq.id), { cadenceId: six.id });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.steps).toHaveLength(6);
    const after = (await s.owner.get(path(seq.id, '/templates'))).body as { id: number; cadenceStep: number; body: string }[];
    expect(after.map((t) => t.cadenceStep)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(after.find((t) => t.id === last.id)!.body).toBe('<p>Last word</p>');
  });

  it('sets the owner only to a user with edit-content, naming the field otherwise', async () => {
    const seq = await s.draft(s.otherClientId);
    expect(seq.sapperOwner.id).toBe(s.ids.owner);
    const staffId = (await s.staff.get('/me')).body.id as number;
    for (const id of [staffId, s.ids.guest, 999999]) {
      const bad = await s.owner.patch(path(seq.id), { sapperOwnerId: id });
      expect(bad.status, String(id)).toBe(422);
      expect(bad.body.fields.sapperOwnerId, String(id)).toMatch(/edit-content/);
    }
    const [row] = await s.api.database.db.select().from(contentSequences).where(eq(contentSequences.id, seq.id));
    expect(row).toMatchObject({ sapperOwnerId: s.ids.owner, version: seq.version });
    const none = await s.owner.patch(path(seq.id), { sapperOwnerId: null });
    expect(none.status).toBe(200);
    expect(none.body.sapperOwner).toBeNull();
    const back = await s.admin.patch(path(seq.id), { sapperOwnerId: s.ids.owner });
    expect(back.status).toBe(200);
    expect(back.body.sapperOwner.id).toBe(s.ids.owner);
    expect(back.body.activity[0]).toMatchObject({ action: 'owner-changed', by: { name: 'Ada Admin' } });
  });

  it('is for content editors only', async () => {
    const seq = await sharedInReview(s.api, s.guestClientId);
    expect((await s.staff.patch(path(seq.id), { shareStatus: 'private' })).status).toBe(403);
    expect((await s.guest.patch(path(seq.id), { shareStatus: 'private' })).status).toBe(403);
    expect((await s.stranger.patch(path(seq.id), { archived: true })).status).toBe(403);
  });
});

describe('GET /api/content/cadences', () => {
  it('lists named plans of steps to staff, not to guests', async () => {
    expect(cadences.length).toBeGreaterThanOrEqual(3);
    expect(cadences[0]).toMatchObject({ name: expect.any(String), steps: expect.arrayContaining([{ day: 0, channel: 'email' }]) });
    expect((await s.staff.get('/api/content/cadences')).status).toBe(200);
    expect((await s.guest.get('/api/content/cadences')).status).toBe(403);
    expect((await s.api.anonymous().get('/api/content/cadences')).status).toBe(401);
  });
});

describe('archived sequences', () => {
  it('leave the guest list even when shared', async () => {
    const seq = await s.draft(s.guestClientId);
    await s.owner.patch(path(seq.id), { shareStatus: 'shared' });
    expect(((await s.guest.get('/api/content/sequences')).body as { id: number }[]).map((r) => r.id)).toContain(seq.id);
    await s.owner.patch(path(seq.id), { archived: true });
    expect(((await s.guest.get('/api/content/sequences')).body as { id: number }[]).map((r) => r.id)).not.toContain(seq.id);
    const [row] = await s.api.database.db.select().from(contentSequences).where(and(eq(contentSequences.id, seq.id)));
    expect(row.archived).toBe(true);
  });
});
