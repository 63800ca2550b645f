import { afterEach, describe, expect, it } from 'vitest';
import { localLock } from '../../../src/data/sync/locks';
import { drainOutbox } from '../../../src/data/sync/replay';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('one leader at a time', () => {
  it('two instances draining at once send each edit once', async () => {
    fx = engineFixture();
    for (let i = 1; i <= 5; i++) {
      await fx.seedMeeting(i);
      await fx.moveMeeting(i, 'Proposals');
    }
    const run = () => drainOutbox({ db: fx.db, sendEntry: fx.server.send, lock: localLock, now: () => fx.clock.now });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(5);
    expect(new Set(fx.server.received.map((r) => r.key)).size).toBe(5);
    expect(fx.server.received).toHaveLength(5);
  });

  it('a second instance takes over from a leader that died mid-call, without a duplicate', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    const entry = await fx.moveMeeting(1, 'Proposals');
    // The first leader's call reaches the server, then its tab closes.
    fx.server.failNext({ kind: 'lost-response' });
    const dying = drainOutbox({
      db: fx.db,
      lock: localLock,
      now: () => fx.clock.now,
      sendEntry: async (e) => {
        await fx.server.send(e);
        throw new Error('tab closed');
      },
    });
    await expect(dying).rejects.toThrow('tab closed');
    // Still queued, as it was: nothing marks it done until an answer comes.
    expect((await fx.db.outbox.get(entry.seq!))!.status).toBe('pending');
    // The next holder of the lock sends it again with the same key.
    const result = await fx.drain();
    expect(result.sent).toBe(1);
    expect(fx.server.received.map((r) => r.key)).toEqual([entry.id, entry.id]);
    expect(fx.server.applied).toEqual([entry.id]);
    expect(await fx.db.outbox.count()).toBe(0);
  });
});
