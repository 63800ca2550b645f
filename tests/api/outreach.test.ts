import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallTask } from '../../src/domain/tasks/task-types';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
let peer: ApiClient;
let guest: ApiClient;
let tasks: CallTask[];
beforeAll(async () => {
  api = await createTestApi();
  [sdr, peer, guest] = await Promise.all(['sdr@demo.test', 'ssdr@demo.test', 'guest@demo.test'].map((e) => api.as(e)));
  tasks = (await sdr.get('/api/tasks?type=urgent,high,normal,low')).body;
});
afterAll(() => api.close());

describe('GET /api/outreach/calls?task=', () => {
  it("answers the task's call history, newest first", async () => {
    let found = false;
    for (const task of tasks.slice(0, 20)) {
      const res = await sdr.get(`/api/outreach/calls?task=${task.id}`);
      expect(res.status).toBe(200);
      const times = res.body.map((c: { calledAt: string }) => c.calledAt);
      expect([...times].sort((x, y) => x.localeCompare(y)).reverse()).toEqual(times);
      if (res.body.length) {
        found = true;
        expect(res.body[0]).toEqual({
          id: expect.any(Number),
          taskId: task.id,
          calledAt: expect.any(String),
          outcome: expect.any(String),
          durationSeconds: expect.any(Number),
          notes: expect.toSatisfy((n: unknown) => n === null || typeof n === 'string'),
          user: expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
        });
      }
    }
    expect(found).toBe(true);
  });

  it('answers an empty list without a task, 404 for an unknown one, 403 to another rep, 422 for a bad id', async () => {
    expect((await sdr.get('/api/outreach/calls')).body).toEqual([]);
    expect((await sdr.get('/api/outreach/calls?task=99999999')).status).toBe(404);
    expect((await peer.get(`/api/outreach/calls?task=${tasks.find((t) => t.assigneeId !== null)!.id}`)).status).toBe(403);
    expect((await sdr.get('/api/outreach/calls?task=abc')).status).toBe(422);
    expect((await guest.get(`/api/outreach/calls?task=${tasks[0].id}`)).status).toBe(403);
  });
});

describe('GET /api/outreach/users?client= and /api/outreach/sequences?outreachUser=', () => {
  it("lists the client's Outreach users, and that user's sequences", async () => {
    const users = (await sdr.get('/api/outreach/users?client=1')).body;
    expect(users.length).toBeGreaterThan(0);
    expect(users[0]).toEqual({ id: expect.any(Number), clientId: 1, name: expect.any(String), email: expect.any(String) });
    const sequences = (await sdr.get(`/api/outreach/sequences?outreachUser=${users[0].id}`)).body;
    expect(sequences.length).toBeGreaterThan(0);
    for (const s of sequences) expect(s).toMatchObject({ outreachUserId: users[0].id, clientId: 1, name: expect.any(String), enabled: expect.any(Boolean) });
    const byClient = (await sdr.get('/api/outreach/sequences?client=1')).body;
    expect(byClient.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining(sequences.map((s: { id: number }) => s.id)));
  });

  it('empties the list when the client or outreach user is missing (spec 5)', async () => {
    expect((await sdr.get('/api/outreach/users')).body).toEqual([]);
    expect((await sdr.get('/api/outreach/users?client=')).body).toEqual([]);
    expect((await sdr.get('/api/outreach/sequences')).body).toEqual([]);
    expect((await sdr.get('/api/outreach/users?client=99999999')).body).toEqual([]);
  });

  it('refuses a bad id and guests', async () => {
    expect((await sdr.get('/api/outreach/users?client=x')).status).toBe(422);
    expect((await sdr.get('/api/outreach/sequences?outreachUser=x')).status).toBe(422);
    expect((await guest.get('/api/outreach/users?client=1')).status).toBe(403);
    expect((await api.anonymous().get('/api/outreach/users?client=1')).status).toBe(401);
  });
});

describe('GET /api/outreach/tasks/count?email=&client=', () => {
  it("counts the open tasks of that prospect at that client", async () => {
    const task = tasks.find((t) => t.prospect)!;
    const res = await sdr.get(`/api/outreach/tasks/count?email=${encodeURIComponent(task.prospect!.email.toUpperCase())}&client=${task.clientId}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(1);
    expect((await sdr.get(`/api/outreach/tasks/count?email=${encodeURIComponent(task.prospect!.email)}&client=99999999`)).body).toEqual({ count: 0 });
  });

  it('counts 0 when the email or client is missing; refuses a bad client and guests', async () => {
    expect((await sdr.get('/api/outreach/tasks/count?client=1')).body).toEqual({ count: 0 });
    expect((await sdr.get('/api/outreach/tasks/count?email=a@b.com')).body).toEqual({ count: 0 });
    expect((await sdr.get('/api/outreach/tasks/count?email=a@b.com&client=x')).status).toBe(422);
    expect((await guest.get('/api/outreach/tasks/count?email=a@b.com&client=1')).status).toBe(403);
  });
});
