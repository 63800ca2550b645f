import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../src/data/db/outbox-types';
import { TransportError, transportMessages } from '../../../src/data/http/transport-error';
import { defaultSendBatch, type BatchOutcome, type SendResult } from '../../../src/data/sync/replay-batch';
import { engineFixture } from '../../support/engine-fixture';

// Issue 24, "Replay in batches" (decision 0036): the replay sends queued
// edits in batches, with every rule of single calls kept per entry.

let fx: ReturnType<typeof engineFixture>;
afterEach(async () => {
  vi.unstubAllGlobals();
  await fx.close();
});

/** The fake server behind POST /api/batch: each entry applied in order, as the real one does. */
function batchEndpoint(options: { missing?: boolean; refuseAll?: number } = {}) {
  const batches: string[][] = [];
  let loseNext = false;
  const sendBatch = async (entries: OutboxEntry[]): Promise<BatchOutcome> => {
    batches.push(entries.map((e) => e.id));
    if (options.missing) return 'missing';
    const status = options.refuseAll;
    if (status) return entries.map(() => ({ ok: false, error: new TransportError('http', transportMessages.status(status), status, { error: 'Signed out' }) }));
    const answers = [];
    for (const entry of entries) answers.push(await fx.server.send(entry));
    if (loseNext) {
      loseNext = false;
      return entries.map(() => ({ ok: false, error: new TransportError('network', transportMessages.network) }));
    }
    return answers;
  };
  return { sendBatch, batches, loseNextAnswer: () => (loseNext = true) };
}

async function queueMoves(ids: number[], status = 'Proposals') {
  const entries = [];
  for (const id of ids) {
    if (!fx.server.row('meetings', id)) await fx.seedMeeting(id);
    entries.push(await fx.moveMeeting(id, status));
  }
  return entries;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('replay in batches', () => {
  it('sends 120 edits of different records as batches of at most 100, none alone', { timeout: 30_000 }, async () => {
    fx = engineFixture();
    await queueMoves(range(120));
    const endpoint = batchEndpoint();
    const single = vi.fn<(entry: OutboxEntry) => Promise<SendResult>>(fx.server.send);
    const result = await fx.drain({ sendEntry: single, sendBatch: endpoint.sendBatch });
    expect(result).toMatchObject({ sent: 120, waiting: 0 });
    expect(endpoint.batches.map((b) => b.length)).toEqual([100, 20]);
    expect(single).not.toHaveBeenCalled();
    expect(fx.server.applied).toHaveLength(120);
    expect(await fx.db.outbox.count()).toBe(0);
    expect((await fx.db.meetings.get(120))!).toMatchObject({ status: 'Proposals', version: 2 });
  });

  it("never puts two edits of one record in a batch: the second goes on the first's answer, with its new version", async () => {
    fx = engineFixture();
    const [first] = await queueMoves([1, 2, 3]);
    const second = await fx.moveMeeting(1, 'Next Steps');
    const endpoint = batchEndpoint();
    await fx.drain({ sendBatch: endpoint.sendBatch });
    expect(endpoint.batches.every((b) => !(b.includes(first.id) && b.includes(second.id)))).toBe(true);
    expect(endpoint.batches[0]).toContain(first.id);
    const order = fx.server.received.map((r) => r.key);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    expect(fx.server.received.find((r) => r.key === second.id)?.ifMatch).toBe('2');
    expect(fx.server.row('meetings', 1)).toMatchObject({ status: 'Next Steps', version: 3 });
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('handles each answer of a batch by its own class: accepted, conflict, refused, retried', async () => {
    fx = engineFixture();
    const [ok, conflicted, refused, busy] = await queueMoves([1, 2, 3, 4]);
    fx.server.editElsewhere('meetings', 2, { status: 'On Hold' });
    fx.server.failNext({ kind: 'status', status: 422, body: { error: 'No.', fields: { status: 'No.' } } }, (e) => e.id === refused.id);
    fx.server.failNext({ kind: 'status', status: 503, headers: { 'Retry-After': '60' } }, (e) => e.id === busy.id);
    const endpoint = batchEndpoint();
    const result = await fx.drain({ sendBatch: endpoint.sendBatch });
    expect(endpoint.batches[0]).toEqual([ok.id, conflicted.id, refused.id, busy.id]);
    expect(result).toMatchObject({ sent: 1, waiting: 1, offline: false });
    expect(await fx.db.outbox.get(ok.seq!)).toBeUndefined();
    expect(await fx.db.outbox.get(conflicted.seq!)).toMatchObject({ status: 'conflict', conflict: { current: { status: 'On Hold' } } });
    expect(await fx.db.outbox.get(refused.seq!)).toMatchObject({ status: 'failed', failure: { status: 422 } });
    const waiting = (await fx.db.outbox.get(busy.seq!))!;
    expect(waiting.status).toBe('pending');
    expect(waiting.nextAttemptAt).toBeGreaterThanOrEqual(fx.clock.now + 60_000);
    // Theirs is the conflict's base now; the refused move is undone on the device.
    expect((await fx.db.bases.get(['meetings', '2']))?.row).toMatchObject({ status: 'On Hold', version: 2 });
    expect((await fx.db.meetings.get(3))!.status).toBe('Initial Meeting');
  });

  it('pauses on a 401 in a batch and keeps every edit', async () => {
    fx = engineFixture();
    await queueMoves([1, 2, 3]);
    const endpoint = batchEndpoint({ refuseAll: 401 });
    const result = await fx.drain({ sendBatch: endpoint.sendBatch });
    expect(result.authRequired).toBe(true);
    expect(endpoint.batches).toHaveLength(1);
    expect(await fx.db.outbox.where('status').equals('pending').count()).toBe(3);
    expect((await fx.db.meta.get('authRequired'))?.value).toBe(true);
  });

  it('sends a batch whose answer was lost again whole, under the same keys: applied once', async () => {
    fx = engineFixture();
    const entries = await queueMoves(range(5));
    const endpoint = batchEndpoint();
    endpoint.loseNextAnswer();
    const first = await fx.drain({ sendBatch: endpoint.sendBatch });
    expect(first).toMatchObject({ offline: true, sent: 0, waiting: 5 });
    expect(fx.server.applied).toHaveLength(5);
    fx.clock.now += 10 * 60_000;
    await fx.drain({ sendBatch: endpoint.sendBatch });
    expect(endpoint.batches).toEqual([entries.map((e) => e.id), entries.map((e) => e.id)]);
    expect(fx.server.applied).toHaveLength(5);
    expect(fx.server.row('meetings', 5)).toMatchObject({ version: 2 });
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('falls back to single calls when the server has no batch endpoint (404), and does not ask again at once', async () => {
    fx = engineFixture();
    await queueMoves([1, 2, 3]);
    const endpoint = batchEndpoint({ missing: true });
    const single = vi.fn<(entry: OutboxEntry) => Promise<SendResult>>(fx.server.send);
    const result = await fx.drain({ sendEntry: single, sendBatch: endpoint.sendBatch });
    expect(result).toMatchObject({ sent: 3, waiting: 0 });
    expect(single).toHaveBeenCalledTimes(3);
    expect(endpoint.batches).toHaveLength(1);
    await queueMoves([1, 2], 'Next Steps');
    await fx.drain({ sendEntry: single, sendBatch: endpoint.sendBatch });
    expect(endpoint.batches).toHaveLength(1);
    expect(single).toHaveBeenCalledTimes(5);
    expect(fx.server.row('meetings', 2)).toMatchObject({ status: 'Next Steps', version: 3 });
  });
});

describe('defaultSendBatch', () => {
  const entry = (seq: number, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
    seq,
    id: `key-${seq}-0000`,
    label: 'x',
    method: 'PATCH',
    url: `/api/clients/1/meetings/${seq}`,
    body: { status: 'Proposals' },
    collection: 'meetings',
    entityId: String(seq),
    op: { kind: 'patch', patch: { status: 'Proposals' } },
    ifMatch: true,
    baseVersion: 4,
    responseRow: '',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    ...extra,
  });
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('posts each edit with its own key and If-Match, and gives each its own answer', async () => {
    fx = engineFixture();
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      answer(200, {
        responses: [
          { id: '2', status: 412, headers: {}, body: { error: 'Changed', current: { id: 2 } } },
          { id: '1', status: 200, headers: { 'content-type': 'application/json' }, body: { id: 1, version: 5 } },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const results = await defaultSendBatch([entry(1), entry(2, { ifMatch: false })]);
    const [url, init] = fetch.mock.calls[0];
    expect([url, init.method]).toEqual(['/api/batch', 'POST']);
    expect(JSON.parse(init.body as string)).toEqual({
      requests: [
        { id: '1', method: 'PATCH', url: '/api/clients/1/meetings/1', headers: { 'Idempotency-Key': 'key-1-0000', 'If-Match': '4' }, body: { status: 'Proposals' } },
        { id: '2', method: 'PATCH', url: '/api/clients/1/meetings/2', headers: { 'Idempotency-Key': 'key-2-0000' }, body: { status: 'Proposals' } },
      ],
    });
    expect(results).toEqual([
      { ok: true, status: 200, data: { id: 1, version: 5 } },
      { ok: false, error: expect.objectContaining({ status: 412, data: { error: 'Changed', current: { id: 2 } } }) },
    ]);
  });

  it('says the endpoint is missing on 404, and gives every edit the failure of a batch without an answer', async () => {
    fx = engineFixture();
    vi.stubGlobal('fetch', async () => answer(404, { error: 'Not found' }));
    expect(await defaultSendBatch([entry(1)])).toBe('missing');
    vi.stubGlobal('fetch', async () => answer(413, { error: 'Too large' }));
    expect(await defaultSendBatch([entry(1)])).toBe('refused');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const lost = await defaultSendBatch([entry(1), entry(2)]);
    expect(lost).toHaveLength(2);
    expect(lost).toEqual([expect.objectContaining({ ok: false }), expect.objectContaining({ ok: false })]);
  });
});
