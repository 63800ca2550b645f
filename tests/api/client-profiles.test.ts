import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/server/db/schema/clients';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
let guest: ApiClient;
let guestClientId: number;
let otherClientId: number;
let lastClientId: number;
beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
  guest = await api.as('guest@demo.test');
  guestClientId = (await guest.get('/me')).body.clientId;
  const rows = await api.database.db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id));
  // The seed gives the first ten clients profiles of their own.
  otherClientId = rows.find((r) => r.id !== guestClientId)!.id;
  lastClientId = rows.at(-1)!.id;
});
afterAll(() => api.close());

type Profile = { id: number; name: string; clientId: number | null };

describe.each(['geo-target-profiles', 'ecp-profiles'])('GET /api/clients/{id}/%s', (kind) => {
  const path = (id: number | string) => `/api/clients/${id}/${kind}`;
  const load = async (id: number, client = sdr) => {
    const res = await client.get<Profile[]>(path(id));
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it("lists the shared profiles plus the client's own, never another client's", async () => {
    const mine = await load(guestClientId);
    const theirs = await load(otherClientId);
    for (const [list, clientId] of [[mine, guestClientId], [theirs, otherClientId]] as const) {
      expect(list.filter((p) => p.clientId === null).length).toBeGreaterThan(0);
      expect(list.filter((p) => p.clientId === clientId).length).toBeGreaterThan(0);
      for (const p of list) {
        expect(p).toEqual({ id: expect.any(Number), name: expect.any(String), clientId: p.clientId });
        expect([null, clientId]).toContain(p.clientId);
      }
    }
    const shared = (list: Profile[]) => list.filter((p) => p.clientId === null).map((p) => p.id);
    expect(shared(mine)).toEqual(shared(theirs));
  });

  it('lists only shared profiles for a client with none of its own', async () => {
    const list = await load(lastClientId);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.clientId === null)).toBe(true);
  });

  it('answers 404 for an unknown client and for an id that is not a number', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const res = await sdr.get(path(id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    }
  });

  it("lets a guest read their own client's profiles only", async () => {
    expect((await load(guestClientId, guest)).length).toBeGreaterThan(0);
    const res = await guest.get(path(otherClientId));
    expect(res.status).toBe(403);
    expect(res.body.error).toBeTypeOf('string');
    expect((await api.anonymous().get(path(guestClientId))).status).toBe(401);
  });
});
