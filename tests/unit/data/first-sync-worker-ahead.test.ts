import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '../../../src/data/db/app-db';

/** A dedicated worker that records what it is told and answers when the test says. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  failToLoad() {
    this.onerror?.({ preventDefault: () => {}, message: 'not found' } as unknown as ErrorEvent);
  }
}

const db = { name: 'sdr-ops-test' } as AppDb;

async function freshModule() {
  vi.resetModules();
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  return import('../../../src/data/sync/first-sync-in-worker');
}

afterEach(() => vi.unstubAllGlobals());

describe('the first sync worker made ahead of the sign-in', () => {
  it('is the one the first sync hands its work to: no second worker is made', async () => {
    const { prepareFirstSyncWorker, firstSyncInWorker } = await freshModule();
    prepareFirstSyncWorker();
    prepareFirstSyncWorker();
    expect(FakeWorker.made).toHaveLength(1);
    const [ahead] = FakeWorker.made;
    expect(ahead.posted).toEqual([]);

    const run = firstSyncInWorker(db, () => {});
    expect(FakeWorker.made).toHaveLength(1);
    expect(ahead.posted).toEqual([{ dbName: 'sdr-ops-test' }]);
    ahead.answer({ type: 'done', pulled: 3, cursor: 9 });
    await expect(run.done).resolves.toEqual({ type: 'done', pulled: 3, cursor: 9 });
  });

  it('is replaced by a new one when its script did not load', async () => {
    const { prepareFirstSyncWorker, firstSyncInWorker } = await freshModule();
    prepareFirstSyncWorker();
    const [ahead] = FakeWorker.made;
    ahead.failToLoad();

    const run = firstSyncInWorker(db, () => {});
    expect(ahead.terminated).toBe(true);
    expect(FakeWorker.made).toHaveLength(2);
    const fresh = FakeWorker.made[1];
    expect(fresh.posted).toEqual([{ dbName: 'sdr-ops-test' }]);
    fresh.answer({ type: 'done', pulled: 0, cursor: 0 });
    await run.done;
  });

  it('ends when the device had synced before, and a later first sync makes its own', async () => {
    const { prepareFirstSyncWorker, releasePreparedWorker, firstSyncInWorker } = await freshModule();
    prepareFirstSyncWorker();
    const [ahead] = FakeWorker.made;
    releasePreparedWorker();
    expect(ahead.terminated).toBe(true);

    const run = firstSyncInWorker(db, () => {});
    expect(FakeWorker.made).toHaveLength(2);
    expect(ahead.posted).toEqual([]);
    FakeWorker.made[1].answer({ type: 'done', pulled: 0, cursor: 0 });
    await run.done;
  });
});
