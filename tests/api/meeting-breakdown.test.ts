import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakdownDimensions, type MeetingBreakdown } from '../../src/domain/meetings/breakdown-types';
import { meetings } from '../../src/server/db/schema/meetings';
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

const path = (id: number | string, query = '') => `/api/clients/${id}/meetings/breakdown${query}`;
const sum = (b: MeetingBreakdown, d: (typeof breakdownDimensions)[number]) => b[d].reduce((n, x) => n + x.count, 0);

describe('GET /api/clients/{id}/meetings/breakdown', () => {
  it("counts the client's non-deleted meetings by each of the four dimensions", async () => {
    const res = await sdr.get<MeetingBreakdown>(path(guestClientId));
    expect(res.status, res.text).toBe(200);
    const [{ n }] = await api.database.db
      .select({ n: count() })
      .from(meetings)
      .where(and(eq(meetings.clientId, guestClientId), eq(meetings.deleted, false)));
    expect(res.body.total).toBe(n);
    expect(n).toBeGreaterThan(0);
    for (const d of breakdownDimensions) {
      expect(sum(res.body, d), d).toBe(n);
      for (const bucket of res.body[d]) expect(bucket).toEqual({ id: expect.any(Number), label: expect.any(String), count: expect.any(Number) });
    }
  });

  it('narrows by start-date, end-date and sequenceProfile', async () => {
    const rows = await api.database.db
      .select({ date: meetings.date, profile: meetings.sequenceProfileId })
      .from(meetings)
      .where(and(eq(meetings.clientId, guestClientId), eq(meetings.deleted, false)));
    const dates = rows.map((r) => r.date).sort();
    const [start, end] = [dates[Math.floor(dates.length / 4)], dates[Math.floor((dates.length * 3) / 4)]];
    const inRange = rows.filter((r) => r.date >= start && r.date <= end);
    const ranged = await sdr.get<MeetingBreakdown>(path(guestClientId, `?start-date=${start}&end-date=${end}`));
    expect(ranged.body.total).toBe(inRange.length);
    expect(sum(ranged.body, 'industry')).toBe(inRange.length);

    const profile = rows.find((r) => r.profile !== null)!.profile!;
    const byProfile = await sdr.get<MeetingBreakdown>(path(guestClientId, `?sequenceProfile=${profile}`));
    expect(byProfile.body.total).toBe(rows.filter((r) => r.profile === profile).length);
  });

  it('refuses malformed dates, a start after the end and a bad profile with 422', async () => {
    for (const [query, field] of [
      ['?start-date=11/01/2026', 'start-date'],
      ['?end-date=2026-02-30x', 'end-date'],
      ['?start-date=2026-12-01&end-date=2026-11-01', 'start-date'],
      ['?sequenceProfile=x', 'sequenceProfile'],
    ]) {
      const res = await sdr.get(path(guestClientId, query));
      expect(res.status, query).toBe(422);
      expect(res.body.fields).toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown client, and 403 to a guest asking for another client', async () => {
    expect((await sdr.get(path(99999999))).status).toBe(404);
    expect((await guest.get(path(guestClientId))).status).toBe(200);
    expect((await guest.get(path(otherClientId))).status).toBe(403);
  });
});
