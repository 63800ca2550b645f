import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../src/server/db/schema/meetings';
import { changes } from '../../src/server/db/schema/sync';
import type { ApiClient, TestApi } from '../support/api-client';
import { openGuestScope } from '../support/guest-scope';

let api: TestApi;
let sdr: ApiClient;
let guest: ApiClient;
let guestClientId: number;
let otherClientId: number;
beforeAll(async () => {
  ({ api, sdr, guest, guestClientId, otherClientId } = await openGuestScope());
});
afterAll(() => api.close());

type Meeting = { id: number; clientId: number; status: string; deleted: '0' | '1'; date: string; sequenceProfileId: number | null; version: number; notes: string };

const firstMeeting = async (clientId: number, where = sql`true`) => {
  const [row] = await api.database.db
    .select({ id: meetings.id, status: meetings.status, version: meetings.version })
    .from(meetings)
    .where(and(eq(meetings.clientId, clientId), eq(meetings.deleted, false), where))
    .orderBy(asc(meetings.id))
    .limit(1);
  return row;
};

describe('GET /api/clients/{id}/meetings', () => {
  it('lists the client meetings in the pipeline shape of spec 3', async () => {
    const res = await sdr.get<Meeting[]>(`/api/clients/${guestClientId}/meetings`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(10);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      clientId: guestClientId,
      status: expect.any(String),
      deleted: expect.stringMatching(/^[01]$/),
      prospect_name: expect.any(String),
      version: expect.any(Number),
    });
    expect(res.body[0]).toHaveProperty('generated_revenue');
    expect(res.body[0]).toHaveProperty('quality');
    expect(res.body.every((m) => m.clientId === guestClientId)).toBe(true);
  });

  it('writes each field as the stored row has it: the date as YYYY-MM-DD, startAt as toISOString, in start order', async () => {
    const [stored] = await api.database.db.select().from(meetings).where(eq(meetings.clientId, guestClientId)).orderBy(asc(meetings.startAt), asc(meetings.id)).limit(1);
    await api.database.db.update(meetings).set({ quality: 3.7, generatedRevenue: 12500, notes: 'Line one\n"quoted" \\ é' }).where(eq(meetings.id, stored.id));
    const list = (await sdr.get<Record<string, unknown>[]>(`/api/clients/${guestClientId}/meetings`)).body;
    expect(list[0]).toEqual({
      id: stored.id,
      clientId: guestClientId,
      clientName: expect.any(String),
      status: stored.status,
      deleted: stored.deleted ? '1' : '0',
      quality: 3.7,
      generated_revenue: 12500,
      prospect_name: stored.prospectName,
      prospect_title: stored.prospectTitle,
      prospect_company: stored.prospectCompany,
      prospect_email: stored.prospectEmail,
      notes: 'Line one\n"quoted" \\ é',
      sdrId: stored.sdrId,
      sequenceProfileId: stored.sequenceProfileId,
      title: stored.title,
      date: stored.date,
      startsAt: stored.startsAt,
      endsAt: stored.endsAt,
      timezone: stored.timezone,
      startAt: stored.startAt.toISOString(),
      version: stored.version,
    });
    const starts = list.map((m) => m.startAt as string);
    expect(starts).toEqual([...starts].sort());
  });

  it('filters exclude-deleted, month and sequenceProfile', async () => {
    const deleted = await firstMeeting(guestClientId);
    await api.database.db.update(meetings).set({ deleted: true }).where(eq(meetings.id, deleted.id));
    const all = (await sdr.get<Meeting[]>(`/api/clients/${guestClientId}/meetings`)).body;
    expect(all.some((m) => m.deleted === '1')).toBe(true);
    const live = (await sdr.get<Meeting[]>(`/api/clients/${guestClientId}/meetings?exclude-deleted=1`)).body;
    expect(live.length).toBe(all.filter((m) => m.deleted === '0').length);

    const month = all[0].date.slice(0, 7);
    const inMonth = (await sdr.get<Meeting[]>(`/api/clients/${guestClientId}/meetings?month=${month}`)).body;
    expect(inMonth.length).toBe(all.filter((m) => m.date.startsWith(month)).length);
    expect(inMonth.length).toBeGreaterThan(0);

    const profile = all.find((m) => m.sequenceProfileId !== null)!.sequenceProfileId!;
    const byProfile = (await sdr.get<Meeting[]>(`/api/clients/${guestClientId}/meetings?sequenceProfile=${profile}&exclude-deleted=1`)).body;
    expect(byProfile.length).toBe(all.filter((m) => m.sequenceProfileId === profile && m.deleted === '0').length);
  });

  it('refuses a malformed filter with 422 and the field', async () => {
    for (const [query, field] of [
      ['month=2026-13', 'month'],
      ['month=November', 'month'],
      ['sequenceProfile=abc', 'sequenceProfile'],
      ['exclude-deleted=yes', 'exclude-deleted'],
    ]) {
      const res = await sdr.get(`/api/clients/${guestClientId}/meetings?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.fields).toHaveProperty(field);
    }
  });

  it("lets a guest read only their own client's meetings", async () => {
    expect((await guest.get(`/api/clients/${guestClientId}/meetings`)).status).toBe(200);
    const other = await guest.get(`/api/clients/${otherClientId}/meetings`);
    expect(other.status).toBe(403);
    expect(other.body.error).toBeTypeOf('string');
  });
});

describe('GET /api/meetings', () => {
  it('lists by client with the same filters, and scopes a guest to their client', async () => {
    const res = await sdr.get<Meeting[]>(`/api/meetings?client=${otherClientId}&exclude-deleted=1`);
    expect(res.status).toBe(200);
    expect(res.body.every((m) => m.clientId === otherClientId && m.deleted === '0')).toBe(true);
    const mine = await guest.get<Meeting[]>('/api/meetings');
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((m) => m.clientId === guestClientId)).toBe(true);
    expect((await guest.get(`/api/meetings?client=${otherClientId}`)).status).toBe(403);
  });
});

describe('PATCH /api/clients/{id}/meetings/{meetingId} {status}', () => {
  it('moves a meeting, bumps its version and writes one change-feed row', async () => {
    const m = await firstMeeting(otherClientId, sql`${meetings.status} <> 'Proposals'`);
    const res = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: 'Proposals' }, { headers: { 'If-Match': String(m.version) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: m.id, status: 'Proposals', version: m.version + 1 });
    const feed = await api.database.db.select().from(changes).where(and(eq(changes.collection, 'meetings'), eq(changes.entityId, String(m.id))));
    expect(feed).toHaveLength(1);
  });

  it('answers 412 with the current row for a stale If-Match', async () => {
    const m = await firstMeeting(otherClientId, sql`${meetings.status} <> 'On Hold'`);
    const res = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: 'On Hold' }, { headers: { 'If-Match': String(m.version + 5) } });
    expect(res.status).toBe(412);
    expect(res.body.current).toMatchObject({ id: m.id, status: m.status, version: m.version });
    const [row] = await api.database.db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, m.id));
    expect(row.status).toBe(m.status);
  });

  it('replays a repeated Idempotency-Key without applying the move twice', async () => {
    const m = await firstMeeting(otherClientId, sql`${meetings.status} <> 'Closed Won'`);
    const headers = { 'Idempotency-Key': `move-${m.id}-closed-won`, 'If-Match': String(m.version) };
    const first = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: 'Closed Won' }, { headers });
    const again = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: 'Closed Won' }, { headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const [row] = await api.database.db.select({ version: meetings.version }).from(meetings).where(eq(meetings.id, m.id));
    expect(row.version).toBe(m.version + 1);
    const other = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: 'Closed Lost' }, { headers });
    expect(other.status).toBe(422);
  });

  it('keeps the row as it is for a move to the column it is already in, with no change-feed row, and still refuses a stale If-Match', async () => {
    const m = await firstMeeting(otherClientId);
    const feedOf = () => api.database.db.select().from(changes).where(and(eq(changes.collection, 'meetings'), eq(changes.entityId, String(m.id))));
    const feedBefore = await feedOf();
    const res = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: m.status });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(m.version);
    expect(await feedOf()).toEqual(feedBefore);
    const stale = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: m.status }, { headers: { 'If-Match': String(m.version - 1) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: m.id, status: m.status, version: m.version });
  });

  it('refuses an unknown status, an empty patch and a meeting of another client', async () => {
    const m = await firstMeeting(otherClientId);
    const bad = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { status: 'Won' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toHaveProperty('status');
    expect((await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, {})).status).toBe(422);
    expect((await sdr.patch(`/api/clients/${guestClientId}/meetings/${m.id}`, { status: 'Proposals' })).status).toBe(404);
  });

  it('does not let a guest move meetings, not even their own', async () => {
    const m = await firstMeeting(guestClientId);
    const res = await guest.patch(`/api/clients/${guestClientId}/meetings/${m.id}`, { status: 'Proposals' });
    expect(res.status).toBe(403);
  });
});

describe('meeting notes', () => {
  it('reads notes with GET /api/meetings/{id}/notes and edits them with PATCH {notes}', async () => {
    const m = await firstMeeting(otherClientId);
    const before = await sdr.get(`/api/meetings/${m.id}/notes`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: m.id, clientId: otherClientId, notes: expect.any(String), version: m.version });
    const saved = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { notes: 'Asked for a proposal by Friday.' }, { headers: { 'If-Match': String(m.version) } });
    expect(saved.status).toBe(200);
    const after = await sdr.get(`/api/meetings/${m.id}/notes`);
    expect(after.body).toMatchObject({ notes: 'Asked for a proposal by Friday.', version: m.version + 1 });
  });

  it("lets a guest read their own meetings' notes only", async () => {
    const mine = await firstMeeting(guestClientId);
    const theirs = await firstMeeting(otherClientId);
    expect((await guest.get(`/api/meetings/${mine.id}/notes`)).status).toBe(200);
    expect((await guest.get(`/api/meetings/${theirs.id}/notes`)).status).toBe(403);
    expect((await sdr.get('/api/meetings/99999999/notes')).status).toBe(404);
  });

  it('refuses notes that are not text', async () => {
    const m = await firstMeeting(otherClientId);
    const res = await sdr.patch(`/api/clients/${otherClientId}/meetings/${m.id}`, { notes: 42 });
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('notes');
  });
});
