import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bunch, ClientTeamMember } from '../../src/domain/teams/team-member-types';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let editor: ApiClient; // PDM: edit-clients
let dso: ApiClient; // edit-clients and manage-teams
let sdr: ApiClient;
let guest: ApiClient;
let ids: Record<string, number>;
let guestClientId: number;
beforeAll(async () => {
  api = await createTestApi();
  [editor, dso, sdr, guest] = await Promise.all(['pdm@demo.test', 'dso@demo.test', 'sdr@demo.test', 'guest@demo.test'].map((e) => api.as(e)));
  const users = (await editor.get('/api/users')).body as { id: number; email: string }[];
  ids = Object.fromEntries(users.map((u) => [u.email, u.id]));
  guestClientId = (await guest.get('/me')).body.clientId;
});
afterAll(() => api.close());

const team = async (clientId: number): Promise<ClientTeamMember[]> => (await editor.get(`/api/clients/${clientId}/team/members`)).body;
const userIds = (members: ClientTeamMember[]) => members.map((m) => m.user.id);

describe('GET /api/clients/{id}/team/members', () => {
  it("lists the client's team, each member with their role", async () => {
    const members = await team(1);
    expect(members.length).toBeGreaterThan(1);
    expect(members.find((m) => m.user.id === ids['sdr@demo.test'])).toEqual({
      id: expect.any(Number),
      clientId: 1,
      user: { id: ids['sdr@demo.test'], name: 'Sam Rivera', email: 'sdr@demo.test', role: 'SDR' },
    });
  });

  it('answers 404 for an unknown client and 403 to guests', async () => {
    expect((await editor.get('/api/clients/99999999/team/members')).status).toBe(404);
    expect((await guest.get(`/api/clients/${guestClientId}/team/members`)).status).toBe(403);
  });
});

describe('assigning and unassigning', () => {
  it('assigning a PSM also assigns the campaign strategist of the same bunch (spec 6)', async () => {
    await editor.delete('/api/clients/10/team/members');
    const res = await editor.post('/api/clients/10/team/members', { client: 10, user: ids['psm@demo.test'] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.added.map((m: ClientTeamMember) => [m.user.email, m.user.role])).toEqual(
      expect.arrayContaining([
        ['psm@demo.test', 'Partner Success Manager'],
        ['strategist@demo.test', 'Campaign Strategist'],
      ]),
    );
    expect(res.body.added).toHaveLength(2);
    expect(userIds(await team(10)).sort((x, y) => x - y)).toEqual([ids['psm@demo.test'], ids['strategist@demo.test']].sort((x, y) => x - y));
  });

  it('assigning anyone else brings nobody; assigning again changes nothing (200)', async () => {
    const res = await editor.post('/api/clients/10/team/members', { client: 10, user: ids['sdr@demo.test'] });
    expect(res.status).toBe(201);
    expect(res.body.added.map((m: ClientTeamMember) => m.user.email)).toEqual(['sdr@demo.test']);
    const again = await editor.post('/api/clients/10/team/members', { client: 10, user: ids['sdr@demo.test'] });
    expect(again.status).toBe(200);
    expect(again.body.added).toEqual([]);
    expect(again.body.members).toHaveLength(3);
  });

  it('unassigns one member by memberId', async () => {
    const members = await team(10);
    const sdrMember = members.find((m) => m.user.email === 'sdr@demo.test')!;
    const res = await editor.delete(`/api/clients/10/team/members/${sdrMember.id}`);
    expect(res.status).toBe(200);
    expect(userIds(res.body.members)).not.toContain(ids['sdr@demo.test']);
    expect((await editor.delete(`/api/clients/10/team/members/${sdrMember.id}`)).status).toBe(404);
    const other = (await team(1))[0];
    expect((await editor.delete(`/api/clients/10/team/members/${other.id}`)).status).toBe(404);
  });

  it('unassigns everyone with DELETE .../team/members; the client then lists as unassigned', async () => {
    const res = await editor.delete('/api/clients/10/team/members');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ members: [], removed: 2 });
    expect(await team(10)).toEqual([]);
    const unassigned = (await editor.get('/api/clients?unassigned=1')).body.map((c: { id: number }) => c.id);
    expect(unassigned).toContain(10);
    expect((await editor.delete('/api/clients/10/team/members')).body).toEqual({ members: [], removed: 0 });
  });

  it('refuses bad input with 422', async () => {
    const mismatch = await editor.post('/api/clients/10/team/members', { client: 11, user: ids['sdr@demo.test'] });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.fields.client).toBeDefined();
    expect((await editor.post('/api/clients/10/team/members', { client: 10 })).status).toBe(422);
    expect((await editor.post('/api/clients/10/team/members', { client: 10, user: 99999999 })).body.fields.user).toBeDefined();
    expect((await editor.post('/api/clients/10/team/members', { client: 10, user: ids['guest@demo.test'] ?? 99999998 })).status).toBe(422);
    expect((await editor.post('/api/clients/99999999/team/members', { client: 99999999, user: ids['sdr@demo.test'] })).status).toBe(404);
  });

  it('needs edit-clients; reps and guests cannot write', async () => {
    const body = { client: 10, user: ids['sdr@demo.test'] };
    expect((await sdr.post('/api/clients/10/team/members', body)).status).toBe(403);
    expect((await sdr.delete('/api/clients/10/team/members')).status).toBe(403);
    expect((await guest.delete(`/api/clients/${guestClientId}/team/members`)).status).toBe(403);
    expect((await dso.post('/api/clients/10/team/members', body)).status).toBe(201);
    expect((await editor.post('/api/clients/10/team/members', body, { noXsrf: true })).status).toBe(403);
  });

  it('replays a repeated Idempotency-Key without assigning twice', async () => {
    await editor.delete('/api/clients/11/team/members');
    const headers = { 'Idempotency-Key': 'assign-11-psm-0001' };
    const first = await editor.post('/api/clients/11/team/members', { client: 11, user: ids['psm@demo.test'] }, { headers });
    const second = await editor.post('/api/clients/11/team/members', { client: 11, user: ids['psm@demo.test'] }, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await team(11)).toHaveLength(2);
  });
});

describe('bunches', () => {
  it('GET /api/bunch lists bunches with members (user with role)', async () => {
    const res = await sdr.get('/api/bunch');
    expect(res.status).toBe(200);
    const first = (res.body as Bunch[]).find((b) => b.members.some((m) => m.user.email === 'psm@demo.test'))!;
    expect(first.members.map((m) => m.user.role ?? '').sort((x, y) => x.localeCompare(y))).toEqual(['Campaign Strategist', 'Partner Success Manager']);
    expect(first.members[0]).toEqual({ id: expect.any(Number), bunchId: first.id, user: expect.objectContaining({ name: expect.any(String) }) });
    expect((await guest.get('/api/bunch')).status).toBe(403);
  });

  it('POST /api/bunch, POST /api/bunch/member and DELETE /api/bunch/member/{id} shape a bunch', async () => {
    const created = await dso.post('/api/bunch', { name: 'Bunch North' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Bunch North', members: [] });
    const bunchId = created.body.id;
    const added = await dso.post('/api/bunch/member', { bunch: bunchId, user: ids['pdm@demo.test'] });
    expect(added.status).toBe(201);
    expect(added.body.members.map((m: { user: { role: string } }) => m.user.role)).toEqual(['Partner Delivery Manager']);
    expect((await dso.post('/api/bunch/member', { bunch: bunchId, user: ids['pdm@demo.test'] })).status).toBe(200);
    const removed = await dso.delete(`/api/bunch/member/${added.body.members[0].id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.members).toEqual([]);
    expect((await dso.delete(`/api/bunch/member/${added.body.members[0].id}`)).status).toBe(404);
  });

  it('a strategist added to a PSM\'s new bunch comes along when that PSM is assigned', async () => {
    const bunch = (await dso.post('/api/bunch', { name: 'Bunch South' })).body;
    const users = (await editor.get('/api/users?roles[]=psm&active=1')).body as { id: number; email: string }[];
    const psm = users.find((u) => u.email !== 'psm@demo.test')!;
    const strategist = ((await editor.get('/api/users?roles[]=strategist&active=1')).body as { id: number; email: string }[]).find(
      (u) => u.email !== 'strategist@demo.test',
    )!;
    await dso.post('/api/bunch/member', { bunch: bunch.id, user: psm.id });
    await dso.post('/api/bunch/member', { bunch: bunch.id, user: strategist.id });
    await editor.delete('/api/clients/12/team/members');
    const res = await editor.post('/api/clients/12/team/members', { client: 12, user: psm.id });
    expect(res.status, res.text).toBe(201);
    expect(userIds(res.body.added)).toEqual(expect.arrayContaining([psm.id, strategist.id]));
  });

  it('refuses bad input and writers without manage-teams', async () => {
    expect((await dso.post('/api/bunch', { name: '' })).status).toBe(422);
    expect((await dso.post('/api/bunch/member', { bunch: 99999999, user: ids['pdm@demo.test'] })).body.fields.bunch).toBeDefined();
    expect((await dso.post('/api/bunch/member', { bunch: 1, user: 99999999 })).body.fields.user).toBeDefined();
    expect((await dso.post('/api/bunch/member', { bunch: 'one' })).status).toBe(422);
    expect((await editor.post('/api/bunch', { name: 'Not mine' })).status).toBe(403);
    expect((await sdr.post('/api/bunch/member', { bunch: 1, user: ids['pdm@demo.test'] })).status).toBe(403);
    expect((await sdr.delete('/api/bunch/member/1')).status).toBe(403);
  });
});
