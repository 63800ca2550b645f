import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../src/data/http/call-endpoint';
import { createSyncEngine, type SyncEngine } from '../../../src/data/sync/engine';
import { setSyncEngine } from '../../../src/data/sync/engine-instance';
import { endpoint } from '../../../src/domain/api/endpoint';
import * as v from 'valibot';
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

const renameTeam = endpoint({
  method: 'PATCH',
  path: '/api/teams/{id}',
  tag: 'Teams',
  summary: 'test write',
  access: 'test',
  params: v.object({ id: v.number() }),
  body: v.object({ name: v.string() }),
  answer: v.object({ ok: v.boolean() }),
});

/** Pulls that answer only when released, so a write can land while one is under way. */
function stubServer() {
  const net = { pulls: 0, release: [] as (() => void)[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (!String(url).includes('/api/sync/pull')) return json({ ok: true });
      net.pulls += 1;
      await new Promise<void>((resolve) => net.release.push(resolve));
      return json({ cursor: 0, more: false, changes: [], remaining: 0 });
    }),
  );
  return net;
}

describe('a write made online', () => {
  it('makes the engine pull, and pull again when a pull was already under way (it may have read before the write)', async () => {
    fx = engineFixture();
    const net = stubServer();
    engine = createSyncEngine({ db: fx.db, offlineProbeMs: 60_000 });
    setSyncEngine(engine);

    await callEndpoint(renameTeam, { params: { id: 1 }, body: { name: 'North' } });
    await vi.waitFor(() => expect(net.pulls).toBe(1));
    // A second write while that pull is still out: one more pull once it ends.
    await callEndpoint(renameTeam, { params: { id: 1 }, body: { name: 'South' } });
    expect(net.pulls).toBe(1);
    net.release.shift()!();
    await vi.waitFor(() => expect(net.pulls).toBe(2));
    net.release.shift()!();
    await vi.waitFor(() => expect(engine!.getState().pulling).toBe(false));
    expect(net.pulls).toBe(2);
  });
});
