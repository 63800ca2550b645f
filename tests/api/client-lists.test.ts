import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../src/domain/clients/client-types';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let pdm: ApiClient;
let guest: ApiClient;
let sdrId: number;
beforeAll(async () => {
  api = await createTestApi();
  [pdm, guest] = await Promise.all(['pdm@demo.test', 'guest@demo.test'].map((e) => api.as(e)));
  sdrId = (await (await api.as('sdr@demo.test')).get('/me')).body.id;
});
afterAll(() => api.close());

const ids = (list: Client[]) => list.map((c) => c.id);

describe('client lists used around the app (GET /api/clients)', () => {
  it('?user={id}: the clients on that user\'s team', async () => {
    const list = (await pdm.get<Client[]>(`/api/clients?user=${sdrId}`)).body;
    expect(list.length).toBeGreaterThan(0);
    for (const c of list.slice(0, 5)) {
      const team = (await pdm.get(`/api/clients/${c.id}/team/members`)).body as { user: { id: number } }[];
      expect(team.map((m) => m.user.id)).toContain(sdrId);
    }
    expect((await pdm.get('/api/clients?user=99999999')).body).toEqual([]);
    expect((await pdm.get('/api/clients?user=abc')).status).toBe(422);
  });

  it('?unassigned=1: clients with nobody on their team, and it follows unassign all', async () => {
    const before = ids((await pdm.get<Client[]>('/api/clients?unassigned=1')).body);
    expect(before).not.toContain(9);
    expect((await pdm.delete('/api/clients/9/team/members')).status).toBe(200);
    expect(ids((await pdm.get<Client[]>('/api/clients?unassigned=1')).body)).toContain(9);
    expect((await pdm.get('/api/clients?unassigned=x')).status).toBe(422);
  });

  it('?onboarding-month=YYYY-MM: clients onboarded that month', async () => {
    const all = (await pdm.get<Client[]>('/api/clients')).body;
    const month = all.find((c) => c.onboardingDate)!.onboardingDate!.slice(0, 7);
    const list = (await pdm.get<Client[]>(`/api/clients?onboarding-month=${month}`)).body;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.onboardingDate!.startsWith(month))).toBe(true);
    expect(list.length).toBe(all.filter((c) => c.onboardingDate?.startsWith(month)).length);
    expect((await pdm.get('/api/clients?onboarding-month=2026-13')).status).toBe(422);
    expect((await pdm.get('/api/clients?onboarding-month=11/2026')).status).toBe(422);
  });

  it('gives a guest their own client only, whatever the filter', async () => {
    const own = (await guest.get('/me')).body.clientId;
    expect(ids((await guest.get<Client[]>(`/api/clients?user=${sdrId}`)).body).every((id) => id === own)).toBe(true);
  });
});
