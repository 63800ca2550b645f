import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

// Issue 22, "each role": the administration area's reads as each demo
// sign-in of the README gets them. Every one is described with access
// 'staff' and mounted behind `staffOnly` (src/server/routes/users.ts,
// teams.ts, bunches.ts, settings.ts): every staff role reads them (200,
// with an answer that matches its description, checked by the test client),
// a guest gets 403 and no session 401. Writes and their guards are in
// admin-users.test.ts, teams.test.ts, team-members.test.ts and settings.test.ts.

const reads = ['/api/users', '/api/roles', '/api/teams', '/api/teams/departments', '/api/bunch', '/api/settings'];
const staff = [
  'admin@demo.test',
  'sdr@demo.test',
  'pdm@demo.test',
  'dso@demo.test',
  'ssdr@demo.test',
  'strategist@demo.test',
  'psm@demo.test',
  'content@demo.test',
];

let api: TestApi;
let admin: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@demo.test');
});
afterAll(() => api.close());

/** Each read's status for this caller, by path (one failure names every path that differs). */
async function statuses(client: ApiClient) {
  const out: Record<string, number> = {};
  for (const path of reads) out[path] = (await client.get(path)).status;
  return out;
}
const each = (status: number) => Object.fromEntries(reads.map((path) => [path, status]));

describe('administration reads by role', () => {
  it.each(staff)('%s reads each of them (200), and sees what the super-admin sees', async (email) => {
    const client = await api.as(email);
    expect(await statuses(client), email).toEqual(each(200));
    for (const path of reads) {
      const res = await client.get(path);
      expect(Array.isArray(res.body), path).toBe(true);
      // Nothing here is trimmed by role: the same answer as the super-admin's.
      expect(res.body, `${email} GET ${path}`).toEqual((await admin.get(path)).body);
    }
  });

  it('the answers are not empty (so the comparison above compares something)', async () => {
    for (const path of reads) expect((await admin.get(path)).body.length, path).toBeGreaterThan(0);
  });

  it('a guest (a client contact) is refused each of them with 403', async () => {
    const guest = await api.as('guest@demo.test');
    expect(await statuses(guest)).toEqual(each(403));
    for (const path of reads) expect((await guest.get(path)).body.error, path).toBeTypeOf('string');
  });

  it('without a session each is 401', async () => {
    expect(await statuses(api.anonymous())).toEqual(each(401));
  });
});
