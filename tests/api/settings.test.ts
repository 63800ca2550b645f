import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Settings = {
  id: number;
  agencyName: string;
  defaultTimezone: string;
  defaultMeetingMinutes: number;
  dneCheckEnabled: boolean;
  version: number;
};

async function current(client?: ApiClient): Promise<Settings> {
  const res = await (client ?? (await api.as('sdr@demo.test'))).get<Settings[]>('/api/settings');
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(1);
  return res.body[0];
}

describe('GET /api/settings', () => {
  it('answers a one-element list', async () => {
    expect(await current()).toEqual({
      id: expect.any(Number),
      agencyName: 'Demo Agency',
      defaultTimezone: 'America/New_York',
      defaultMeetingMinutes: expect.any(Number),
      dneCheckEnabled: expect.any(Boolean),
      version: expect.any(Number),
    });
  });

  it('is for staff: a guest gets 403, no session 401', async () => {
    expect((await (await api.as('guest@demo.test')).get('/api/settings')).status).toBe(403);
    expect((await api.anonymous().get('/api/settings')).status).toBe(401);
  });
});

describe('PATCH /api/settings', () => {
  it('saves a one-element list for a user with sequencer-settings-edit and bumps the version', async () => {
    const strategist = await api.as('strategist@demo.test');
    const before = await current(strategist);
    const res = await strategist.patch<Settings[]>('/api/settings', [
      { agencyName: 'Northwind Outbound', defaultMeetingMinutes: 45, version: before.version },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { ...before, agencyName: 'Northwind Outbound', defaultMeetingMinutes: 45, version: before.version + 1 },
    ]);
    expect(await current()).toEqual(res.body[0]);
  });

  it('lets a super-admin save too', async () => {
    const admin = await api.as('admin@demo.test');
    const res = await admin.patch<Settings[]>('/api/settings', [{ defaultTimezone: 'America/Chicago' }]);
    expect(res.status).toBe(200);
    expect(res.body[0].defaultTimezone).toBe('America/Chicago');
  });

  it('refuses users without the permission with 403 and changes nothing', async () => {
    const before = await current();
    for (const email of ['sdr@demo.test', 'dso@demo.test', 'guest@demo.test']) {
      const res = await (await api.as(email)).patch('/api/settings', [{ agencyName: 'Hijacked' }]);
      expect(res.status, email).toBe(403);
      expect(res.body.error).toBeTypeOf('string');
    }
    expect(await current()).toEqual(before);
  });

  it('answers 412 with the current row to a stale version and changes nothing', async () => {
    const strategist = await api.as('strategist@demo.test');
    const before = await current(strategist);
    const res = await strategist.patch('/api/settings', [{ agencyName: 'Stale Edit', version: before.version - 1 }]);
    expect(res.status).toBe(412);
    expect(res.body.error).toBeTypeOf('string');
    expect(res.body.current).toEqual([before]);
    expect(await current(strategist)).toEqual(before);
  });

  it('validates the fields and the one-element list with 422, changing nothing', async () => {
    const strategist = await api.as('strategist@demo.test');
    const before = await current(strategist);
    const cases: [unknown, RegExp][] = [
      [{ agencyName: 'Not a list' }, /./],
      [[], /./],
      [[{ agencyName: 'A' }, { agencyName: 'B' }], /./],
      [[{ agencyName: '   ' }], /agencyName/],
      [[{ defaultTimezone: 'Mars/Olympus_Mons' }], /defaultTimezone/],
      [[{ defaultMeetingMinutes: 17 }], /defaultMeetingMinutes/],
      [[{ defaultMeetingMinutes: '30' }], /defaultMeetingMinutes/],
      [[{ dneCheckEnabled: 'yes' }], /dneCheckEnabled/],
      [[{ favouriteColour: 'blue' }], /favouriteColour/],
    ];
    for (const [body, field] of cases) {
      const res = await strategist.patch('/api/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toBeTypeOf('string');
      expect(Object.keys(res.body.fields).join(' '), JSON.stringify(body)).toMatch(field);
    }
    expect(await current(strategist)).toEqual(before);
  });

  it('answers 400 to malformed JSON and 415 to a body that is not JSON', async () => {
    const strategist = await api.as('strategist@demo.test');
    const malformed = await strategist.request('PATCH', '/api/settings', {
      body: '[{"agencyName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBeTypeOf('string');
    const form = await strategist.request('PATCH', '/api/settings', {
      body: 'agencyName=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});
