// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../src/data/db/outbox-types';
import { TransportError } from '../../../src/data/http/transport-error';
import { classifyFailure, worthSendingAgain } from '../../../src/data/sync/replay-failure';
import { planPass } from '../../../src/data/sync/replay-plan';

let seq = 0;
const entry = (collection: string, entityId: string, patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: ++seq,
  id: `k${seq}`,
  label: '',
  method: 'PATCH',
  url: `/x/${entityId}`,
  collection,
  entityId,
  op: { kind: 'patch', patch: {} },
  ifMatch: false,
  responseRow: null,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
  ...patch,
});
const seqs = (list: { seq?: number }[]) => list.map((e) => e.seq);

describe('planning a replay pass', () => {
  it('sends every due edit, oldest first; edits of different records wait for nothing', () => {
    const a = entry('meetings', '1');
    const b = entry('meetings', '2');
    const c = entry('clients', '1');
    const plan = planPass([a, b, c], 1000);
    expect(plan.steps.map((s) => [s.entry.seq, s.key, s.waitsFor, s.heldBy])).toEqual([
      [a.seq, 'meetings:1', [], []],
      [b.seq, 'meetings:2', [], []],
      [c.seq, 'clients:1', [], []],
    ]);
    expect(plan.waiting).toEqual([]);
  });

  it('keeps one edit of a record on the wire at a time, each held back by the ones before it', () => {
    const a = entry('meetings', '1');
    const b = entry('meetings', '2');
    const c = entry('meetings', '1');
    const d = entry('meetings', '1');
    const steps = planPass([a, b, c, d], 0).steps;
    expect(steps[2]).toMatchObject({ waitsFor: [a.seq], heldBy: [a.seq] });
    expect(steps[3]).toMatchObject({ waitsFor: [a.seq, c.seq], heldBy: [a.seq, c.seq] });
  });

  it('sends call tasks one after another across tasks, and a collection-wide edit alone', () => {
    const t1 = entry('tasks', '1');
    const m = entry('meetings', '5');
    const t2 = entry('tasks', '2');
    const all = entry('notifications', '*');
    const after = entry('meetings', '6');
    const steps = planPass([t1, m, t2, all, after], 0).steps;
    expect(steps.map((s) => [s.entry.seq, s.waitsFor])).toEqual([
      [t1.seq, []],
      [m.seq, []],
      [t2.seq, [t1.seq]],
      [all.seq, [t1.seq, m.seq, t2.seq]],
      [after.seq, [all.seq]],
    ]);
    // A task is held back only by its own task; the wide edit by its own collection.
    expect(steps[2].heldBy).toEqual([]);
    expect(steps[3]).toMatchObject({ wide: true, key: 'notifications:*', heldBy: [] });
  });

  it('leaves failed, conflicted and not-yet-due edits waiting, with every later edit of their record', () => {
    const failed = entry('meetings', '1', { status: 'failed' });
    const behind = entry('meetings', '1');
    const conflict = entry('clients', '3', { status: 'conflict' });
    const later = entry('tasks', '9', { nextAttemptAt: 5000 });
    const laterTask = entry('tasks', '9');
    const free = entry('meetings', '2');
    const plan = planPass([failed, behind, conflict, later, laterTask, free], 1000);
    expect(seqs(plan.steps.map((s) => s.entry))).toEqual([free.seq]);
    expect(seqs(plan.waiting)).toEqual([failed.seq, behind.seq, conflict.seq, later.seq, laterTask.seq]);
    // Due by then: it goes.
    expect(seqs(planPass([later], 5000).steps.map((s) => s.entry))).toEqual([later.seq]);
  });

  it('holds a collection-wide edit behind a stuck record of its collection, and that record behind it', () => {
    const stuck = entry('notifications', '4', { status: 'failed' });
    const wide = entry('notifications', '*');
    const other = entry('notifications', '7');
    expect(planPass([stuck, wide, other], 0).steps).toEqual([]);
    const wideFirst = planPass([entry('notifications', '*'), entry('notifications', '8')], 0).steps;
    expect(wideFirst[1].heldBy).toEqual([wideFirst[0].entry.seq]);
  });
});

describe('classifying a failed replay call', () => {
  const http = (status: number, body: unknown = {}, headers?: Record<string, string>) =>
    new TransportError('http', `Request failed with status code ${status}`, status, body, new Headers(headers));

  it('no answer is offline; 401 asks to sign in', () => {
    expect(classifyFailure(new TransportError('network', 'Network Error'))).toEqual({ kind: 'offline', message: 'Network Error' });
    expect(classifyFailure(new TransportError('timeout', 'timeout of 5ms exceeded')).kind).toBe('offline');
    expect(classifyFailure(http(401)).kind).toBe('auth');
  });

  it("412 is a conflict with the server's current row", () => {
    expect(classifyFailure(http(412, { error: 'Changed.', current: { id: 1, version: 4 } }))).toEqual({
      kind: 'conflict',
      message: 'Changed.',
      current: { id: 1, version: 4 },
    });
    expect(classifyFailure(http(412, null))).toMatchObject({ kind: 'conflict', current: null });
  });

  it('408, 409, 429 and 5xx retry, honouring Retry-After', () => {
    for (const status of [408, 409, 429, 500, 503]) expect(classifyFailure(http(status)).kind).toBe('retry');
    expect(classifyFailure(http(429, {}, { 'Retry-After': '30' }))).toMatchObject({ kind: 'retry', retryAfterMs: 30_000 });
    expect(classifyFailure(http(503))).toMatchObject({ retryAfterMs: 0 });
  });

  it('any other refusal fails the edit with the server words and body', () => {
    expect(classifyFailure(http(422, { error: 'Bad date.', fields: { date: 'Bad' } }))).toEqual({
      kind: 'failed',
      message: 'Bad date.',
      status: 422,
      body: { error: 'Bad date.', fields: { date: 'Bad' } },
    });
    expect(classifyFailure(http(404)).kind).toBe('failed');
    expect(classifyFailure(new Error('boom'))).toMatchObject({ kind: 'offline', message: 'boom' });
  });

  it('says which are worth sending again', () => {
    expect([http(401), http(503), new TransportError('network', 'Network Error')].map((e) => worthSendingAgain(classifyFailure(e)))).toEqual([true, true, true]);
    expect([http(412), http(422)].map((e) => worthSendingAgain(classifyFailure(e)))).toEqual([false, false]);
  });
});
