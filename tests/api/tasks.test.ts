import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { clients } from '../../src/server/db/schema/clients';
import { monthOfRelationship } from '../../src/domain/clients/month-of-relationship';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTasks, calls } from '../../src/server/db/schema/tasks';
import type { CallTask } from '../../src/domain/tasks/task-types';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
let lead: ApiClient;
let peer: ApiClient;
let guest: ApiClient;
let admin: ApiClient;
let sdrId: number;
beforeAll(async () => {
  api = await createTestApi();
  [sdr, lead, peer, guest, admin] = await Promise.all(
    ['sdr@demo.test', 'pdm@demo.test', 'ssdr@demo.test', 'guest@demo.test', 'admin@demo.test'].map((e) => api.as(e)),
  );
  sdrId = (await sdr.get('/me')).body.id;
});
afterAll(() => api.close());

const allTypes = 'type[]=urgent&type[]=high&type[]=normal&type[]=low';

async function list(client: ApiClient, query: string): Promise<CallTask[]> {
  const res = await client.get<CallTask[]>(`/api/tasks?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** An open task of the SDR demo user that no test has touched yet. */
const used = new Set<number>();
async function freshTask(): Promise<CallTask> {
  const task = (await list(sdr, allTypes)).find((t) => t.assigneeId === sdrId && !used.has(t.id));
  if (!task) throw new Error('No open task left for the SDR demo user');
  used.add(task.id);
  return task;
}

async function cursorNow(client: ApiClient): Promise<number> {
  let cursor = 0;
  for (;;) {
    const res = await client.get(`/api/sync/pull?cursor=${cursor}&limit=5000`);
    cursor = res.body.cursor;
    if (!res.body.more) return cursor;
  }
}

describe('GET /api/tasks', () => {
  it('answers an empty list when no type is chosen (spec 5)', async () => {
    expect(await list(sdr, '')).toEqual([]);
    expect(await list(sdr, 'clients[]=1')).toEqual([]);
  });

  it("lists the open tasks the rep may work, in the mirrored shape, of the chosen types", async () => {
    const tasks = await list(sdr, allTypes);
    expect(tasks.length).toBeGreaterThan(10);
    for (const t of tasks) {
      expect(t.status).toBe('open');
      expect([sdrId, null]).toContain(t.assigneeId);
    }
    expect(tasks[0]).toMatchObject({
      id: expect.any(Number),
      clientId: expect.any(Number),
      clientName: expect.any(String),
      priority: expect.stringMatching(/^(urgent|high|normal|low)$/),
      tags: expect.any(Array),
      version: expect.any(Number),
    });
    const urgent = await list(sdr, 'type=urgent');
    expect(urgent.length).toBeGreaterThan(0);
    expect(urgent.every((t) => t.priority === 'urgent')).toBe(true);
    expect(urgent.length).toBeLessThan(tasks.length);
  });

  it('filters by taskType, tags, clients, mor, users and teams', async () => {
    const tasks = await list(sdr, allTypes);
    const sample = tasks.find((t) => t.tags.length > 0 && t.clientMor !== null)!;
    const byType = await list(sdr, `${allTypes}&taskType[]=${sample.taskType}`);
    expect(byType.every((t) => t.taskType === sample.taskType)).toBe(true);
    const byTag = await list(sdr, `${allTypes}&tags[]=${encodeURIComponent(sample.tags[0])}`);
    expect(byTag.every((t) => t.tags.includes(sample.tags[0]))).toBe(true);
    expect(byTag.map((t) => t.id)).toContain(sample.id);
    const byClient = await list(sdr, `${allTypes}&clients=${sample.clientId}`);
    expect(byClient.every((t) => t.clientId === sample.clientId)).toBe(true);
    const byMor = await list(sdr, `${allTypes}&mor[]=${sample.clientMor}`);
    expect(byMor.every((t) => t.clientMor === sample.clientMor)).toBe(true);
    expect(await list(sdr, `${allTypes}&users[]=${sdrId + 100000}`)).toEqual([]);

    const leadTasks = await list(lead, allTypes);
    const mine = await list(lead, `${allTypes}&users[]=${sdrId}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.assigneeId === sdrId)).toBe(true);
    const teams = (await admin.get('/api/teams')).body as { id: number; memberIds: number[] }[];
    const sdrTeam = teams.find((t) => t.memberIds.includes(sdrId))!;
    const byTeam = await list(lead, `${allTypes}&teams[]=${sdrTeam.id}`);
    expect(byTeam.map((t) => t.id)).toEqual(expect.arrayContaining(mine.map((t) => t.id)));
    expect(byTeam.every((t) => t.assigneeId !== null && sdrTeam.memberIds.includes(t.assigneeId))).toBe(true);
    expect(leadTasks.length).toBeGreaterThanOrEqual(byTeam.length);
  });

  it("gives a team lead their team's tasks, and a rep only their own", async () => {
    const leadTasks = await list(lead, allTypes);
    expect(leadTasks.some((t) => t.assigneeId === sdrId)).toBe(true);
    const peerTasks = await list(peer, allTypes);
    expect(peerTasks.some((t) => t.assigneeId === sdrId)).toBe(false);
  });

  it('refuses an unknown type or a non-numeric id filter, and guests', async () => {
    const bad = await sdr.get('/api/tasks?type[]=someday');
    expect(bad.status).toBe(422);
    expect(bad.body.fields.type).toBeDefined();
    expect((await sdr.get(`/api/tasks?${allTypes}&users[]=abc`)).status).toBe(422);
    expect((await guest.get(`/api/tasks?${allTypes}`)).status).toBe(403);
    expect((await api.anonymous().get(`/api/tasks?${allTypes}`)).status).toBe(401);
  });
});

describe('GET /api/tasks/{id}', () => {
  it('answers the task to its assignee and their lead, not to another rep', async () => {
    const task = (await list(sdr, allTypes)).find((t) => t.assigneeId === sdrId)!;
    expect((await sdr.get(`/api/tasks/${task.id}`)).body).toEqual(task);
    expect((await lead.get(`/api/tasks/${task.id}`)).status).toBe(200);
    expect((await peer.get(`/api/tasks/${task.id}`)).status).toBe(403);
    expect((await guest.get(`/api/tasks/${task.id}`)).status).toBe(403);
    expect((await sdr.get('/api/tasks/99999999')).status).toBe(404);
  });

  // The database writes a task's JSON (queries/tasks.ts): the formats must
  // be CallTask's, as the ORM's rows mapped in JS gave them before.
  it("answers the spec's shape: timestamps as toISOString writes them, the prospect's name and phone, the client's MOR", async () => {
    const task = await freshTask();
    const db = api.database.db;
    const [row] = await db.select({ prospectId: callTasks.prospectId }).from(callTasks).where(eq(callTasks.id, task.id));
    await db.execute(sql`update call_tasks set skipped_at = '2026-01-02 03:04:05.678951+05' where id = ${task.id}`);
    await db.execute(sql`update prospects set first_name = '', last_name = 'Okafor', phone_work = null, phone_personal = '+1 555 0100' where id = ${row.prospectId}`);
    const [client] = await db.select({ onboarding: clients.onboardingDate }).from(clients).where(eq(clients.id, task.clientId));
    const answered = (await sdr.get<CallTask>(`/api/tasks/${task.id}`)).body;
    expect(answered.skippedAt).toBe('2026-01-01T22:04:05.678Z');
    expect(answered.completedAt).toBeNull();
    // [first, last] without the empty ones, joined by a space.
    expect(answered.prospect).toMatchObject({ id: row.prospectId, name: 'Okafor', phone: '+1 555 0100' });
    expect(answered.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answered.clientMor).toBe(monthOfRelationship(client.onboarding, Temporal.Now.plainDateISO('UTC')));
    // The feed passes the same text on: field for field the same task.
    let mirrored: { data?: unknown } | undefined;
    for (let cursor = 0; !mirrored; ) {
      const page = (await sdr.get(`/api/sync/pull?cursor=${cursor}&limit=5000`)).body;
      mirrored = page.changes.find((c: { collection: string; id: string }) => c.collection === 'tasks' && c.id === String(task.id));
      if (!page.more) break;
      cursor = page.cursor;
    }
    expect(mirrored?.data).toStrictEqual(answered);
  });
});

describe('working a task', () => {
  it('logs an outcome and notes: version bumped, a call in the history, the change in the feed', async () => {
    const task = await freshTask();
    const cursor = await cursorNow(sdr);
    const before = (await sdr.get(`/api/outreach/calls?task=${task.id}`)).body.length;
    const res = await sdr.patch(`/api/tasks/${task.id}`, { outcome: 'Left voicemail', notes: 'Try after 3pm' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: task.id, outcome: 'Left voicemail', notes: 'Try after 3pm', status: 'open', version: task.version + 1 });
    const history = (await sdr.get(`/api/outreach/calls?task=${task.id}`)).body;
    expect(history).toHaveLength(before + 1);
    expect(history[0]).toMatchObject({ taskId: task.id, outcome: 'Left voicemail', notes: 'Try after 3pm', user: { id: sdrId } });
    const feed = (await sdr.get(`/api/sync/pull?cursor=${cursor}`)).body.changes;
    expect(feed).toContainEqual({ collection: 'tasks', id: String(task.id), op: 'put', data: res.body });
    // Notes alone log no call.
    expect((await sdr.patch(`/api/tasks/${task.id}`, { notes: 'Only notes' })).status).toBe(200);
    expect((await sdr.get(`/api/outreach/calls?task=${task.id}`)).body).toHaveLength(before + 1);
  });

  it('refuses bad input with 422 and the field', async () => {
    const task = await freshTask();
    const bad = await sdr.patch(`/api/tasks/${task.id}`, { outcome: 'Maybe later' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.outcome).toBeDefined();
    expect((await sdr.patch(`/api/tasks/${task.id}`, {})).status).toBe(422);
    expect((await sdr.patch(`/api/tasks/${task.id}`, { notes: 'x', status: 'completed' })).status).toBe(422);
    expect((await sdr.patch(`/api/tasks/${task.id}/complete`, { outcome: 7 })).status).toBe(422);
    expect((await sdr.request('PATCH', `/api/tasks/${task.id}`, { body: '{oops', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await sdr.patch('/api/tasks/99999999', { notes: 'x' })).status).toBe(404);
  });

  it('lets only the assignee or a lead of their team work it', async () => {
    const task = await freshTask();
    expect((await peer.patch(`/api/tasks/${task.id}`, { notes: 'not mine' })).status).toBe(403);
    expect((await peer.patch(`/api/tasks/${task.id}/complete`)).status).toBe(403);
    expect((await peer.delete(`/api/tasks/${task.id}`)).status).toBe(403);
    expect((await guest.patch(`/api/tasks/${task.id}`, { notes: 'x' })).status).toBe(403);
    const byLead = await lead.patch(`/api/tasks/${task.id}`, { notes: 'Lead checked in' });
    expect(byLead.status).toBe(200);
    expect(byLead.body.notes).toBe('Lead checked in');
    expect((await admin.patch(`/api/tasks/${task.id}`, { notes: 'Admin too' })).status).toBe(200);
  });

  it('needs the XSRF header', async () => {
    const task = await freshTask();
    expect((await sdr.patch(`/api/tasks/${task.id}`, { notes: 'x' }, { noXsrf: true })).status).toBe(403);
  });

  it('completes a task (with an outcome) and then refuses to skip it', async () => {
    const task = await freshTask();
    const res = await sdr.patch(`/api/tasks/${task.id}/complete`, { outcome: 'Meeting booked', notes: 'Booked for Tuesday' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', outcome: 'Meeting booked', version: task.version + 1 });
    expect(res.body.completedAt).toEqual(expect.any(String));
    expect((await list(sdr, allTypes)).map((t) => t.id)).not.toContain(task.id);
    // Completing again changes nothing.
    const again = await sdr.patch(`/api/tasks/${task.id}/complete`);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(task.version + 1);
    expect((await sdr.patch(`/api/tasks/${task.id}/skip`)).status).toBe(422);
  });

  it('skips a task: it stays open with the time it was skipped', async () => {
    const task = await freshTask();
    const res = await sdr.patch(`/api/tasks/${task.id}/skip`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'open', version: task.version + 1 });
    expect(res.body.skippedAt).toEqual(expect.any(String));
    expect((await sdr.patch(`/api/tasks/${task.id}/skip`, { reason: 'x' })).status).toBe(422);
  });

  it('removes a task: a tombstone in GET /api/sync/pull for the rep and their lead', async () => {
    const task = await freshTask();
    const [sdrCursor, leadCursor] = [await cursorNow(sdr), await cursorNow(lead)];
    const res = await sdr.delete(`/api/tasks/${task.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: task.id, status: 'removed', version: task.version + 1 });
    for (const [client, cursor] of [[sdr, sdrCursor], [lead, leadCursor]] as const) {
      const feed = (await client.get(`/api/sync/pull?cursor=${cursor}`)).body.changes;
      expect(feed).toEqual([{ collection: 'tasks', id: String(task.id), op: 'del' }]);
    }
    expect((await sdr.patch(`/api/tasks/${task.id}`, { notes: 'too late' })).status).toBe(404);
    expect((await sdr.patch(`/api/tasks/${task.id}/skip`)).status).toBe(404);
    // Removing again answers the removed task (a retry with a fresh key).
    expect((await sdr.delete(`/api/tasks/${task.id}`)).body.status).toBe('removed');
  });
});

describe('If-Match and Idempotency-Key on task updates', () => {
  it('answers 412 with the current task to a stale If-Match, and applies a fresh one', async () => {
    const task = await freshTask();
    expect((await sdr.patch(`/api/tasks/${task.id}`, { notes: 'first' }, { headers: { 'If-Match': String(task.version) } })).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', `/api/tasks/${task.id}`, { notes: 'stale' }],
      ['PATCH', `/api/tasks/${task.id}/complete`, {}],
      ['PATCH', `/api/tasks/${task.id}/skip`, {}],
      ['DELETE', `/api/tasks/${task.id}`, undefined],
    ] as const) {
      const stale = await sdr.request(method, path, { json: body, headers: { 'If-Match': String(task.version) } });
      expect(stale.status, `${method} ${path}`).toBe(412);
      expect(stale.body.current).toMatchObject({ id: task.id, notes: 'first', version: task.version + 1 });
    }
    const fresh = await sdr.patch(`/api/tasks/${task.id}/skip`, {}, { headers: { 'If-Match': String(task.version + 1) } });
    expect(fresh.status).toBe(200);
  });

  it('replays a repeated key: the outcome is logged once and the version bumped once', async () => {
    const task = await freshTask();
    const headers = { 'Idempotency-Key': `task-outcome-${task.id}-0001` };
    const body = { outcome: 'No answer', notes: 'Rang 6 times' };
    const first = await sdr.patch(`/api/tasks/${task.id}`, body, { headers });
    const second = await sdr.patch(`/api/tasks/${task.id}`, body, { headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const [row] = await api.database.db.select().from(callTasks).where(eq(callTasks.id, task.id));
    expect(row.version).toBe(task.version + 1);
    const logged = await api.database.db.select().from(calls).where(eq(calls.taskId, task.id));
    expect(logged.filter((c) => c.notes === 'Rang 6 times')).toHaveLength(1);
    expect((await sdr.patch(`/api/tasks/${task.id}`, { notes: 'other' }, { headers })).status).toBe(422);
  });

  it('replays a removal without a second tombstone', async () => {
    const task = await freshTask();
    const headers = { 'Idempotency-Key': `task-remove-${task.id}-0001` };
    const first = await sdr.delete(`/api/tasks/${task.id}`, { headers });
    const second = await sdr.delete(`/api/tasks/${task.id}`, { headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(first.body.version).toBe(task.version + 1);
  });
});
