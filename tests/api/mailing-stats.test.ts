import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingStats, sequenceProfiles } from '../../src/server/db/schema/outreach';
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

const totals = async (clientId: number, month?: string, profileId?: number) => {
  const conditions = [eq(mailingStats.clientId, clientId)];
  if (month) conditions.push(eq(mailingStats.month, month));
  if (profileId) conditions.push(eq(mailingStats.sequenceProfileId, profileId));
  const [row] = await api.database.db
    .select({ d: sum(mailingStats.deliverCount), p: sum(mailingStats.prospectsCount), r: sum(mailingStats.replyCount) })
    .from(mailingStats)
    .where(and(...conditions));
  return { deliver_count: Number(row.d ?? 0), prospects_count: Number(row.p ?? 0), reply_count: Number(row.r ?? 0) };
};

describe('GET /api/mailings/stats', () => {
  it('sums every month for lifetime (the default) and one month when asked', async () => {
    const lifetime = await sdr.get(`/api/mailings/stats?client=${guestClientId}&activity-month=lifetime`);
    expect(lifetime.status, lifetime.text).toBe(200);
    const expected = await totals(guestClientId);
    expect(lifetime.body).toMatchObject(expected);
    expect(lifetime.body.reply_rate).toBeCloseTo((expected.reply_count / expected.prospects_count) * 100, 2);
    expect((await sdr.get(`/api/mailings/stats?client=${guestClientId}`)).body).toEqual(lifetime.body);

    const [{ month }] = await api.database.db.select({ month: mailingStats.month }).from(mailingStats).where(eq(mailingStats.clientId, guestClientId)).limit(1);
    const monthly = await sdr.get(`/api/mailings/stats?client=${guestClientId}&activity-month=${month}`);
    expect(monthly.body).toMatchObject(await totals(guestClientId, month));
    expect(monthly.body.deliver_count).toBeLessThan(lifetime.body.deliver_count);
  });

  it('narrows to one strategy with sequenceProfile', async () => {
    const [profile] = await api.database.db.select({ id: sequenceProfiles.id }).from(sequenceProfiles).where(eq(sequenceProfiles.clientId, guestClientId)).limit(1);
    const res = await sdr.get(`/api/mailings/stats?client=${guestClientId}&sequenceProfile=${profile.id}`);
    expect(res.body).toMatchObject(await totals(guestClientId, undefined, profile.id));
  });

  it('answers zeros and a 0 rate for a month without mail', async () => {
    const res = await sdr.get(`/api/mailings/stats?client=${guestClientId}&activity-month=1999-01`);
    expect(res.body).toEqual({ deliver_count: 0, prospects_count: 0, reply_count: 0, reply_rate: 0 });
  });

  it('refuses a malformed month or ids with 422', async () => {
    for (const [query, field] of [
      ['activity-month=Lifetime', 'activity-month'],
      ['activity-month=2026-1', 'activity-month'],
      ['client=abc', 'client'],
      ['sequenceProfile=1.5', 'sequenceProfile'],
    ]) {
      const res = await sdr.get(`/api/mailings/stats?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.fields).toHaveProperty(field);
    }
  });

  it("gives a guest their own client's stats only", async () => {
    const own = await guest.get('/api/mailings/stats');
    expect(own.body).toMatchObject(await totals(guestClientId));
    expect((await guest.get(`/api/mailings/stats?client=${guestClientId}`)).status).toBe(200);
    expect((await guest.get(`/api/mailings/stats?client=${otherClientId}`)).status).toBe(403);
  });
});

describe('GET /api/mailings/strategies', () => {
  it("lists the client's sequence profiles", async () => {
    const res = await sdr.get(`/api/mailings/strategies?client=${guestClientId}`);
    expect(res.status).toBe(200);
    const rows = await api.database.db.select({ id: sequenceProfiles.id }).from(sequenceProfiles).where(eq(sequenceProfiles.clientId, guestClientId));
    expect(res.body.map((s: { id: number }) => s.id).sort((x: number, y: number) => x - y)).toEqual(rows.map((r) => r.id).sort((x, y) => x - y));
    expect(res.body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), status: expect.any(String) });
  });

  it('needs a client, and refuses a guest another client', async () => {
    const missing = await sdr.get('/api/mailings/strategies');
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toHaveProperty('client');
    expect((await guest.get(`/api/mailings/strategies?client=${otherClientId}`)).status).toBe(403);
    expect((await guest.get('/api/mailings/strategies')).status).toBe(200);
  });
});
