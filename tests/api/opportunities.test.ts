import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../../src/server/db/schema/clients';
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

const dealOf = async (clientId: number) => {
  const [row] = await api.database.db.select().from(opportunities).where(eq(opportunities.clientId, clientId)).orderBy(asc(opportunities.id)).limit(1);
  return row;
};

describe('GET /api/opportunities', () => {
  it("lists a client's deals with the fields of spec 3", async () => {
    const res = await sdr.get(`/api/opportunities?client=${otherClientId}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      clientId: otherClientId,
      contractType: expect.stringMatching(/^(One Time|Reoccurring|Both)$/),
      fixedPayment: expect.any(Number),
      monthsCount: expect.any(Number),
      reoccurringAmount: expect.any(Number),
      revenue: expect.any(Number),
      version: expect.any(Number),
    });
  });

  it('scopes a guest to their own client', async () => {
    const own = await guest.get('/api/opportunities');
    expect(own.status).toBe(200);
    expect(own.body.every((d: { clientId: number }) => d.clientId === guestClientId)).toBe(true);
    expect((await guest.get(`/api/opportunities?client=${otherClientId}`)).status).toBe(403);
    const theirs = await dealOf(otherClientId);
    expect((await guest.get(`/api/opportunities/${theirs.id}`)).status).toBe(403);
    expect((await sdr.get(`/api/opportunities/${theirs.id}`)).body.id).toBe(theirs.id);
  });
});

describe('PATCH /api/opportunities/{id}', () => {
  it('saves terms whose revenue follows the contract type, and bumps the version', async () => {
    const deal = await dealOf(otherClientId);
    const body = { contractType: 'Both', fixedPayment: 2000, monthsCount: 12, reoccurringAmount: 500, revenue: 8000 };
    const res = await sdr.patch(`/api/opportunities/${deal.id}`, body, { headers: { 'If-Match': String(deal.version) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...body, id: deal.id, version: deal.version + 1 });
    const one = await sdr.patch(`/api/opportunities/${deal.id}`, { ...body, contractType: 'One Time', revenue: 2000 });
    expect(one.body).toMatchObject({ contractType: 'One Time', revenue: 2000 });
    const recurring = await sdr.patch(`/api/opportunities/${deal.id}`, { ...body, contractType: 'Reoccurring', revenue: 6000 });
    expect(recurring.body).toMatchObject({ contractType: 'Reoccurring', revenue: 6000 });
  });

  it('refuses a revenue that breaks the rule with 422 on the revenue field', async () => {
    const deal = await dealOf(otherClientId);
    const res = await sdr.patch(`/api/opportunities/${deal.id}`, { contractType: 'Reoccurring', fixedPayment: 1000, monthsCount: 3, reoccurringAmount: 100, revenue: 1300 });
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('revenue');
    const [row] = await api.database.db.select().from(opportunities).where(eq(opportunities.id, deal.id));
    expect(row.version).toBe(deal.version);
  });

  it('refuses bad input: wrong types, negative amounts, missing and unknown fields, malformed JSON', async () => {
    const deal = await dealOf(otherClientId);
    const good = { contractType: 'One Time', fixedPayment: 100, monthsCount: 0, reoccurringAmount: 0, revenue: 100 };
    for (const [body, field] of [
      [{ ...good, contractType: 'Monthly' }, 'contractType'],
      [{ ...good, fixedPayment: '100' }, 'fixedPayment'],
      [{ ...good, fixedPayment: -100, revenue: -100 }, 'fixedPayment'],
      [{ ...good, monthsCount: 2.5 }, 'monthsCount'],
      [{ contractType: 'One Time', revenue: 100 }, 'fixedPayment'],
      [{ ...good, clientId: 3 }, 'clientId'],
    ] as const) {
      const res = await sdr.patch(`/api/opportunities/${deal.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const malformed = await sdr.request('PATCH', `/api/opportunities/${deal.id}`, { body: '{"contractType":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  it('answers 412 with the current deal for a stale If-Match, and 404 for an unknown one', async () => {
    const deal = await dealOf(otherClientId);
    const body = { contractType: 'One Time', fixedPayment: 700, monthsCount: 0, reoccurringAmount: 0, revenue: 700 };
    const stale = await sdr.patch(`/api/opportunities/${deal.id}`, body, { headers: { 'If-Match': String(deal.version + 3) } });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: deal.id, version: deal.version });
    expect((await sdr.patch('/api/opportunities/99999999', body)).status).toBe(404);
  });

  it('replays a repeated Idempotency-Key once', async () => {
    const deal = await dealOf(guestClientId);
    const body = { contractType: 'Reoccurring', fixedPayment: 0, monthsCount: 4, reoccurringAmount: 300, revenue: 1200 };
    const headers = { 'Idempotency-Key': `deal-${deal.id}-edit-1` };
    const first = await sdr.patch(`/api/opportunities/${deal.id}`, body, { headers });
    const again = await sdr.patch(`/api/opportunities/${deal.id}`, body, { headers });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('is for staff: a guest cannot edit, not even their own deal', async () => {
    const deal = await dealOf(guestClientId);
    const res = await guest.patch(`/api/opportunities/${deal.id}`, { contractType: 'One Time', fixedPayment: 1, monthsCount: 0, reoccurringAmount: 0, revenue: 1 });
    expect(res.status).toBe(403);
  });
});
