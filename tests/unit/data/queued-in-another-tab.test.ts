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

/** The server: a PATCH answers with the row one version on; the feed has nothing new. */
function stubServer() {
  const patches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        patches.push(String(url));
        return Response.json({ ...fx.meeting(7, { status: 'Proposals' }), version: 2 });
      }
      return Response.json({ cursor: 0, more: false, changes: [], remaining: 0 });
    }),
  );
  return patches;
}

// Timers long enough that only the other tab's word can start the drain.
const quietEngine = () => createSyncEngine({ db: fx.db, pullIntervalMs: 600_000, offlineProbeMs: 600_000 });

describe('an edit queued in another tab', () => {
  it('is sent by this tab when the tab that queued it closed before sending it', async () => {
    fx = engineFixture();
    const patches = stubServer();
    await fx.seedMeeting(7);
    engine = quietEngine();
    await engine.start();
    expect(patches).toHaveLength(0);

    // The other tab queues the move in the shared mirror, says so, and is closed.
    await fx.moveMeeting(7, 'Proposals');
    const otherTab = new BroadcastChannel(`${fx.db.name}-queued`);
    otherTab.postMessage('queued');
    otherTab.close();

    await vi.waitFor(() => expect(patches).toEqual(['/api/clients/1/meetings/7']));
    await vi.waitFor(async () => expect(await fx.db.outbox.count()).toBe(0));
  });

  it('is announced to the other tabs when this tab queues one, and not after the engine stops', async () => {
    fx = engineFixture();
    stubServer();
    engine = quietEngine();
    await engine.start();
    const otherTab = new BroadcastChannel(`${fx.db.name}-queued`);
    const heard = vi.fn<() => void>();
    otherTab.onmessage = heard;
    engine.queued();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    engine.stop();
    engine.queued();
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toHaveBeenCalledTimes(1);
    otherTab.close();
  });
});
