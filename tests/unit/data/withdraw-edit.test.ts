import { afterEach, describe, expect, it } from 'vitest';
import { retryWaitingNow } from '../../../src/data/sync/settle';
import { withdrawHeldEdit } from '../../../src/data/sync/withdraw-edit';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

const heldMove = (id: number, status: string, holdMs = 5_000) => fx.moveMeeting(id, status, holdMs);

describe('an edit queued with a hold (Undo)', () => {
  it('shows at once, is not sent during the hold, and withdrawing it restores the record as if never made', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    const entry = await heldMove(1, 'Next Steps');
    expect((await fx.db.meetings.get(1))!.status).toBe('Next Steps');
    // "Send now" (coming online, Sync now) keeps the hold.
    await retryWaitingNow(fx.db);
    const result = await fx.drain({ now: () => Date.now() });
    expect(result.sent).toBe(0);
    expect(fx.server.received).toHaveLength(0);

    expect(await withdrawHeldEdit(fx.db, entry.seq!)).toBe(true);
    expect((await fx.db.meetings.get(1))!.status).toBe('Initial Meeting');
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.bases.count()).toBe(0);
    await fx.drain({ now: () => Date.now() + 60_000 });
    expect(fx.server.received).toHaveLength(0);
  });

  it('is sent once the hold is over, and can no longer be withdrawn', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    const entry = await heldMove(1, 'Next Steps');
    const later = Date.now() + 6_000;
    expect(await withdrawHeldEdit(fx.db, entry.seq!, later)).toBe(false);
    const result = await fx.drain({ now: () => later });
    expect(result.sent).toBe(1);
    expect(fx.server.row('meetings', 1)!.status).toBe('Next Steps');
    expect(await withdrawHeldEdit(fx.db, entry.seq!)).toBe(false);
  });

  it('never withdraws an edit queued without a hold', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    const entry = await fx.moveMeeting(1, 'Next Steps');
    expect(await withdrawHeldEdit(fx.db, entry.seq!)).toBe(false);
    expect(await fx.db.outbox.count()).toBe(1);
  });
});
