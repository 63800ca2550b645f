import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection, serverReached } from '../../../src/data/sync/connection';
import { createSyncEngine, type SyncEngine } from '../../../src/data/sync/engine';
import { setSyncEngine } from '../../../src/data/sync/engine-instance';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
let engine: SyncEngine | null = null;
afterEach(async () => {
  engine?.stop();
  engine = null;
  setSyncEngine(null);
  vi.unstubAllGlobals();
  await fx.close();
});

/** A server that can be switched off: the feed answers with nothing new, or the fetch fails as offline. */
function stubNetwork() {
  const net = { up: true, pulls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!net.up) throw new TypeError('Failed to fetch');
      if (String(url).includes('/api/sync/pull')) net.pulls += 1;
      return new Response(JSON.stringify({ cursor: 0, more: false, changes: [], remaining: 0 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return net;
}

describe('the connection as screens see it', () => {
  it('is the browser’s flag before the engine runs, then the engine’s view, and tells subscribers of both', async () => {
    fx = engineFixture();
    const net = stubNetwork();
    expect(connection.getSnapshot()).toBe(navigator.onLine);
    const heard = vi.fn<() => void>();
    const leave = connection.subscribe(heard);
    engine = createSyncEngine({ db: fx.db, offlineProbeMs: 60_000 });
    setSyncEngine(engine);
    expect(heard).toHaveBeenCalled();

    net.up = false;
    heard.mockClear();
    await engine.pull();
    expect(connection.getSnapshot()).toBe(false);
    expect(heard).toHaveBeenCalled();

    net.up = true;
    await engine.pull();
    expect(connection.getSnapshot()).toBe(true);
    expect(serverReached.getSnapshot()).toBeGreaterThan(0);
    leave();
    heard.mockClear();
    await engine.pull();
    expect(heard).not.toHaveBeenCalled();
  });

  it('notices the server is back without an online event: the engine looks for it while it is out of reach', async () => {
    fx = engineFixture();
    const net = stubNetwork();
    net.up = false;
    engine = createSyncEngine({ db: fx.db, pullIntervalMs: 60_000, offlineProbeMs: 30 });
    setSyncEngine(engine);
    await engine.start();
    expect(connection.getSnapshot()).toBe(false);
    net.up = true;
    await vi.waitFor(() => expect(connection.getSnapshot()).toBe(true), { timeout: 2000 });
    // Once reached, the quick probe stops: only the minute's timer would pull.
    const pulls = net.pulls;
    await new Promise((r) => setTimeout(r, 200));
    expect(net.pulls).toBe(pulls);
  });

  it('stays offline after the browser says so, even when a pull sent before that answers afterwards', async () => {
    fx = engineFixture();
    stubNetwork();
    engine = createSyncEngine({ db: fx.db, pullIntervalMs: 60_000, offlineProbeMs: 60_000 });
    setSyncEngine(engine);
    await engine.start();
    expect(connection.getSnapshot()).toBe(true);
    // A pull leaves while online; its answer is held on the wire.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await held;
        return new Response(JSON.stringify({ cursor: 0, more: false, changes: [], remaining: 0 }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const pulled = engine.pull();
    window.dispatchEvent(new Event('offline'));
    expect(connection.getSnapshot()).toBe(false);
    answer();
    await pulled;
    // The answer tells of a connection from before the event, not now.
    expect(connection.getSnapshot()).toBe(false);
    // A pull that leaves after the event and gets through brings it back.
    await engine.pull();
    expect(connection.getSnapshot()).toBe(true);
  });
});

describe('the sync engine at start', () => {
  it('stays paused when the device recorded that its session had ended', async () => {
    fx = engineFixture();
    const net = stubNetwork();
    await fx.db.meta.put({ key: 'authRequired', value: true });
    engine = createSyncEngine({ db: fx.db, pullIntervalMs: 60_000, offlineProbeMs: 60_000 });
    await engine.start();
    expect(engine.getState().authRequired).toBe(true);
    expect(net.pulls).toBe(0);
  });

  it('started by a sign-in, ends that pause itself and pulls', async () => {
    fx = engineFixture();
    const net = stubNetwork();
    await fx.db.meta.put({ key: 'authRequired', value: true });
    engine = createSyncEngine({ db: fx.db, pullIntervalMs: 60_000, offlineProbeMs: 60_000 });
    await engine.start({ signedIn: true });
    expect(engine.getState().authRequired).toBe(false);
    expect(await fx.db.meta.get('authRequired')).toBeUndefined();
    expect(net.pulls).toBe(1);
  });
});
