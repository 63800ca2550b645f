import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../../src/data/sync/engine';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
let engine: SyncEngine | null = null;
afterEach(async () => {
  engine?.stop();
  engine = null;
  vi.unstubAllGlobals();
  await fx.close();
});

/** The feed answers with nothing new; its pulls are counted. */
function stubFeed() {
  const feed = { pulls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).includes('/api/sync/pull')) feed.pulls += 1;
      return new Response(JSON.stringify({ cursor: 0, more: false, changes: [], remaining: 0 }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return feed;
}

describe('the sync engine at start', () => {
  it('stays paused when the device recorded that its session had ended', async () => {
    fx = engineFixture();
    const feed = stubFeed();
    await fx.db.meta.put({ key: 'authRequired', value: true });
    engine = createSyncEngine({ db: fx.db, pullIntervalMs: 60_000, offlineProbeMs: 60_000 });
    await engine.start();
    expect(engine.getState().authRequired).toBe(true);
    expect(feed.pulls).toBe(0);
  });

  it('started by a sign-in, ends that pause itself and pulls', async () => {
    fx = engineFixture();
    const feed = stubFeed();
    await fx.db.meta.put({ key: 'authRequired', value: true });
    engine = createSyncEngine({ db: fx.db, pullIntervalMs: 60_000, offlineProbeMs: 60_000 });
    await engine.start({ signedIn: true });
    expect(engine.getState().authRequired).toBe(false);
    expect(await fx.db.meta.get('authRequired')).toBeUndefined();
    expect(feed.pulls).toBe(1);
  });
});
