import { afterEach, describe, expect, it } from 'vitest';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('replay error classes', () => {
  it('replays after a lost answer without applying the edit twice', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    const entry = await fx.moveMeeting(1, 'Proposals');
    fx.server.failNext({ kind: 'lost-response' });
    const first = await fx.drain();
    expect(first.offline).toBe(true);
    expect(fx.server.applied).toEqual([entry.id]);
    expect(await fx.db.outbox.count()).toBe(1);
    fx.clock.now += 10 * 60_000;
    await fx.drain();
    // Sent twice with one key; applied once.
    expect(fx.server.received.map((r) => r.key)).toEqual([entry.id, entry.id]);
    expect(fx.server.applied).toEqual([entry.id]);
    expect(fx.server.row('meetings', 1)).toMatchObject({ status: 'Proposals', version: 2 });
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('retries network errors with backoff and stops the round (one lane)', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Proposals');
    await fx.moveMeeting(2, 'Proposals');
    fx.server.failNext({ kind: 'network' });
    const result = await fx.drain({ lanes: 1 });
    expect(result).toMatchObject({ offline: true, sent: 0, waiting: 2 });
    expect(fx.server.received).toHaveLength(1);
    const [entry] = await fx.db.outbox.toArray();
    expect(entry.status).toBe('pending');
    expect(entry.lastError).toBe('Network Error');
    expect(entry.nextAttemptAt).toBeGreaterThan(fx.clock.now);
    expect(result.nextAttemptAt).toBe(entry.nextAttemptAt);
    // Still shown as moved while it waits.
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
    // Nothing goes before the backoff is over…
    expect((await fx.drain()).sent).toBe(0);
    fx.clock.now = entry.nextAttemptAt;
    expect((await fx.drain()).sent).toBe(2);
  });

  it('starts no call after a network error; the calls already on the wire back off together', async () => {
    fx = engineFixture();
    for (let id = 1; id <= 6; id++) {
      await fx.seedMeeting(id);
      await fx.moveMeeting(id, 'Proposals');
    }
    // The connection is gone: every call made fails (a fifth call would get through, and show).
    for (let i = 0; i < 4; i++) fx.server.failNext({ kind: 'network' });
    const { send } = fx.slowSend(5);
    const result = await fx.drain({ lanes: 4, sendEntry: send });
    expect(result).toMatchObject({ offline: true, sent: 0, waiting: 6 });
    // The first four went out together; nothing started once one had failed.
    expect(fx.server.received.map((r) => r.url)).toEqual([1, 2, 3, 4].map((id) => `/api/clients/1/meetings/${id}`));
    const entries = await fx.db.outbox.orderBy('seq').toArray();
    expect(new Set(entries.map((e) => e.nextAttemptAt)).size).toBe(1);
    expect(entries[0].nextAttemptAt).toBeGreaterThan(fx.clock.now);
    expect(entries.every((e) => e.status === 'pending')).toBe(true);
    fx.clock.now = entries[0].nextAttemptAt;
    expect((await fx.drain({ lanes: 4 })).sent).toBe(6);
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('retries 5xx and 429 for that record only, honouring Retry-After', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Proposals');
    await fx.moveMeeting(2, 'Next Steps');
    fx.server.failNext({ kind: 'status', status: 429, headers: { 'Retry-After': '120' } });
    const result = await fx.drain();
    expect(result.sent).toBe(1);
    expect(fx.server.row('meetings', 2)!.status).toBe('Next Steps');
    const [waiting] = await fx.db.outbox.toArray();
    expect(waiting.entityId).toBe('1');
    expect(waiting.nextAttemptAt - fx.clock.now).toBeGreaterThanOrEqual(120_000);

    fx.clock.now = waiting.nextAttemptAt;
    fx.server.failNext({ kind: 'status', status: 503 });
    await fx.drain();
    expect((await fx.db.outbox.toArray())[0].attempts).toBe(2);
    fx.clock.now += 60 * 60_000;
    expect((await fx.drain()).sent).toBe(1);
  });

  it('pauses everything on 401 and keeps every edit (one lane)', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Proposals');
    await fx.moveMeeting(2, 'Proposals');
    fx.server.failNext({ kind: 'status', status: 401 });
    const result = await fx.drain({ lanes: 1 });
    expect(result.authRequired).toBe(true);
    expect(fx.server.received).toHaveLength(1);
    expect(await fx.db.outbox.count()).toBe(2);
    expect((await fx.db.outbox.toArray()).every((e) => e.status === 'pending')).toBe(true);
    expect((await fx.db.meta.get('authRequired'))?.value).toBe(true);
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
  });

  it('starts no call after a 401, and keeps every edit', async () => {
    fx = engineFixture();
    for (let id = 1; id <= 6; id++) {
      await fx.seedMeeting(id);
      await fx.moveMeeting(id, 'Proposals');
    }
    for (let i = 0; i < 4; i++) fx.server.failNext({ kind: 'status', status: 401 });
    const result = await fx.drain({ lanes: 4, sendEntry: fx.slowSend(5).send });
    expect(result.authRequired).toBe(true);
    expect(fx.server.received).toHaveLength(4);
    expect(await fx.db.outbox.count()).toBe(6);
    expect((await fx.db.outbox.toArray()).every((e) => e.status === 'pending' && e.attempts === 0)).toBe(true);
    expect((await fx.db.meta.get('authRequired'))?.value).toBe(true);
  });

  it.each([400, 404, 422])('marks a %i failed, undoes the change, tells why, and goes on', async (status) => {
    fx = engineFixture();
    await fx.seedMeeting(1, { status: 'On Hold' });
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Proposals');
    await fx.moveMeeting(2, 'Closed Won');
    fx.server.failNext({ kind: 'status', status, body: { error: 'Status must be one of the seven.' } }, (e) => e.entityId === '1');
    const result = await fx.drain();
    expect(result.sent).toBe(1);
    const [failed] = await fx.db.outbox.toArray();
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Status must be one of the seven.', failure: { status } });
    expect((await fx.db.meetings.get(1))!.status).toBe('On Hold');
    expect((await fx.db.meetings.get(2))!.status).toBe('Closed Won');
    // Kept until the rep retries or discards it.
    fx.clock.now += 24 * 3_600_000;
    await fx.drain();
    expect(await fx.db.outbox.count()).toBe(1);
  });

  it('holds back only the later edits of a failed record', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Next Steps');
    await fx.moveMeeting(1, 'Proposals');
    await fx.moveMeeting(2, 'On Hold');
    fx.server.failNext({ kind: 'status', status: 422, body: { error: 'No.' } }, (e) => e.entityId === '1');
    await fx.drain();
    expect(fx.server.received.map((r) => r.url)).toEqual(['/api/clients/1/meetings/1', '/api/clients/1/meetings/2']);
    const left = await fx.db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [e.entityId, e.status])).toEqual([
      ['1', 'failed'],
      ['1', 'pending'],
    ]);
    // The failed edit is undone but the later one still shows.
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
  });
});

describe('after a network error', () => {
  it('keeps the oldest edit first even when it has failed more often', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Proposals');
    // Edit 1 meets server errors several times: its own backoff grows.
    for (let i = 0; i < 4; i++) {
      fx.server.failNext({ kind: 'status', status: 503 });
      await fx.drain();
      if (i < 3) fx.clock.now = (await fx.db.outbox.toArray())[0].nextAttemptAt;
    }
    // While it waits, edit 2 goes out and meets a network error.
    await fx.moveMeeting(2, 'Proposals');
    fx.server.failNext({ kind: 'network' });
    await fx.drain();
    const [a, b] = await fx.db.outbox.orderBy('seq').toArray();
    expect(a.nextAttemptAt).toBe(b.nextAttemptAt);
    fx.clock.now = a.nextAttemptAt;
    await fx.drain();
    expect(fx.server.received.slice(-2).map((r) => r.url)).toEqual(['/api/clients/1/meetings/1', '/api/clients/1/meetings/2']);
  });
});
