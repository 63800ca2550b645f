import Dexie, { RangeSet } from 'dexie';
import { describe, expect, it, vi } from 'vitest';

const me = { id: 7, name: 'Sam Rep', email: 'sdr@demo.test', role: 'sdr' };
// The device's stored user and the server's answer come only when the test says so.
let answerStored: (user: typeof me | null) => void = () => {};
const storedUser = vi.fn<() => Promise<typeof me | null>>(() => new Promise((resolve) => (answerStored = resolve)));
// The /me request under way (its answer is checkSession's to read).
const asked = new Promise<typeof me>(() => {});
const askMe = vi.fn<() => Promise<typeof me>>(() => asked);
const checkSession = vi.fn<(db: unknown, asked?: Promise<typeof me>) => Promise<{ kind: 'signed-in'; me: typeof me }>>(async () => ({ kind: 'signed-in', me }));

vi.mock('../../../src/data/session/session', () => ({ storedUser, askMe, checkSession }));
vi.mock('../../../src/data/db/app-db-instance', () => ({ appDb: () => ({}) }));
const start = vi.fn<(options?: { signedIn?: boolean }) => Promise<void>>(async () => {});
const resume = vi.fn<() => Promise<void>>(async () => {});
vi.mock('../../../src/data/sync/engine', () => ({ createSyncEngine: () => ({ start, stop: () => {}, resume, drain: async () => {} }) }));
vi.mock('../../../src/data/sync/engine-instance', () => ({ setSyncEngine: () => {} }));
vi.mock('../../../src/data/sync/background-sync', () => ({ registerOutboxSync: () => {} }));
vi.mock('../../../src/data/session/local-data', () => ({ pendingEditCount: async () => 0, wipeLocalData: async () => {} }));

describe('session.ensureUser', () => {
  it("asks the server who is signed in at once, beside the device's stored user, not after reading it", async () => {
    const { session } = await import('../../../src/app/session');
    const found = session.ensureUser();
    // On a device's first visit the stored user is read from a mirror that
    // must first be created: /me is already under way meanwhile.
    expect(storedUser).toHaveBeenCalledTimes(1);
    expect(askMe).toHaveBeenCalledTimes(1);
    expect(checkSession).not.toHaveBeenCalled();
    answerStored(null);
    expect(await found).toEqual(me);
    // The answer read is the one asked at once, not a second request.
    expect(checkSession).toHaveBeenCalledWith(expect.anything(), asked);
    expect(askMe).toHaveBeenCalledTimes(1);

    // Checked once: the next screen's check asks nothing more.
    const again = session.ensureUser();
    answerStored(me);
    expect(await again).toEqual(me);
    expect(askMe).toHaveBeenCalledTimes(1);
  });
});

describe("session.ensureUser on a page's next navigations", () => {
  // What Dexie tells every tab after a transaction that wrote the device's user.
  const userWritten = () => Dexie.on.storagemutated.fire({ 'idb://sdr-ops/me/': new RangeSet() } as never);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("answers from the user read last, reads the device again after any write to its user, and after a sign-out", async () => {
    const { session } = await import('../../../src/app/session');
    session.signedOut();
    storedUser.mockClear();
    const first = session.ensureUser();
    answerStored(me);
    expect(await first).toEqual(me);
    expect(storedUser).toHaveBeenCalledTimes(1);

    // A click on Meetings: no read of the device (it waited 30-75 ms behind the page's own).
    expect(await session.ensureUser()).toEqual(me);
    expect(await session.ensureUser()).toEqual(me);
    expect(storedUser).toHaveBeenCalledTimes(1);

    // The user written (a pull, the server's check, another tab): read again at once, and that is what the next check answers.
    const renamed = { ...me, name: 'Sam Renamed' };
    userWritten();
    expect(storedUser).toHaveBeenCalledTimes(2);
    answerStored(renamed);
    await settle();
    expect(await session.ensureUser()).toEqual(renamed);
    expect(storedUser).toHaveBeenCalledTimes(2);

    // Wiped (a sign-out in another tab): the read finds nobody, and the next check reads the device itself.
    userWritten();
    answerStored(null);
    await settle();
    const after = session.ensureUser();
    expect(storedUser).toHaveBeenCalledTimes(4);
    answerStored(me);
    expect(await after).toEqual(me);

    // A write that overtakes a read under way: that read is not held.
    userWritten();
    const stale = answerStored;
    userWritten();
    stale(renamed);
    answerStored(me);
    await settle();
    expect(await session.ensureUser()).toEqual(me);

    // Signed out in this tab: the next check reads the device again.
    session.signedOut();
    const count = storedUser.mock.calls.length;
    const next = session.ensureUser();
    expect(storedUser).toHaveBeenCalledTimes(count + 1);
    answerStored(me);
    expect(await next).toEqual(me);
  });
});

describe('session.signedIn', () => {
  it('starts the engine resumed after a sign-in (one drain, then the first sync), and resumes one already running', async () => {
    const { session } = await import('../../../src/app/session');
    session.signedOut();
    start.mockClear();
    session.signedIn();
    // Started and then resumed, the engine drained the outbox twice, one
    // after the other, before the first sync could begin.
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ signedIn: true });
    expect(resume).not.toHaveBeenCalled();
    // Signed in again in the same page (the session had ended): the running engine resumes.
    session.signedIn();
    expect(resume).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
