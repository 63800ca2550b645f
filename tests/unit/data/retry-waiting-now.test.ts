import { afterEach, describe, expect, it } from 'vitest';
import { retryWaitingNow } from '../../../src/data/sync/settle';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('coming back online (retryWaitingNow)', () => {
  it('makes an edit waiting out a backoff due at once, keeps a hold, and rewrites no edit already due', async () => {
    fx = engineFixture();
    for (const id of [1, 2, 3]) await fx.seedMeeting(id);
    const due = await fx.moveMeeting(1, 'Next Steps');
    const waiting = await fx.moveMeeting(2, 'Next Steps');
    const held = await fx.moveMeeting(3, 'Next Steps', 60_000);
    await fx.db.outbox.update(waiting.seq!, { nextAttemptAt: Date.now() + 120_000, attempts: 3 });
    const heldUntil = (await fx.db.outbox.get(held.seq!))!.heldUntil!;

    const rewritten: number[] = [];
    const onUpdate = (_changes: object, key: number) => void rewritten.push(key);
    fx.db.outbox.hook('updating', onUpdate);
    try {
      await retryWaitingNow(fx.db);
    } finally {
      fx.db.outbox.hook('updating').unsubscribe(onUpdate);
    }

    expect((await fx.db.outbox.get(waiting.seq!))!.nextAttemptAt).toBe(0);
    expect((await fx.db.outbox.get(held.seq!))!.nextAttemptAt).toBe(heldUntil);
    expect((await fx.db.outbox.get(due.seq!))!.nextAttemptAt).toBe(0);
    // Only the one that was waiting is written (a thousand queued offline took 440 ms to rewrite).
    expect(rewritten).toEqual([waiting.seq]);
  });
});
