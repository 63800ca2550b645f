import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { meetings } from '../../src/server/db/schema/meetings';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { startServer } from '../../src/server/start-server';
import { launchProfile } from '../support/browser';
import { openBareChromium } from './bare-chromium';
import { firstSync, poll } from './browser-bench';
import { startCluster } from './postgres-cluster';

export type Replay = { n: number; ms: number; keys: string[]; ids: number[]; clientIds: number[]; versions: number[] };

type Queued = Omit<Replay, 'n'>;

/**
 * In the page: queues `count` pipeline moves as the commands write them
 * (the mirror row moved, its base kept, an outbox entry), in one
 * transaction. From its commit, the connection comes back (the `online`
 * event the engine answers by replaying) and the time runs until the
 * outbox is empty.
 */
async function queueAndReplay(count: number): Promise<Queued> {
  const statuses = ['Reschedule', 'Initial Meeting', 'Next Steps', 'On Hold', 'Proposals', 'Closed Won', 'Closed Lost'];
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('sdr-ops');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const meetings = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const req = db.transaction('meetings').objectStore('meetings').getAll(IDBKeyRange.lowerBound(1), count);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const keys: string[] = [];
  const t0 = await new Promise<number>((resolve, reject) => {
    const tx = db.transaction(['meetings', 'outbox', 'bases'], 'readwrite');
    for (const m of meetings) {
      const status = statuses[(statuses.indexOf(String(m.status)) + 1) % statuses.length];
      const id = crypto.randomUUID();
      keys.push(id);
      tx.objectStore('bases').put({ collection: 'meetings', id: String(m.id), row: m });
      tx.objectStore('meetings').put({ ...m, status });
      tx.objectStore('outbox').add({
        id,
        label: `Move ${String(m.prospect_name)} to ${status}`,
        method: 'PATCH',
        url: `/api/clients/${String(m.clientId)}/meetings/${String(m.id)}`,
        body: { status },
        bodyType: 'json',
        collection: 'meetings',
        entityId: String(m.id),
        op: { kind: 'patch', patch: { status } },
        ifMatch: true,
        baseVersion: m.version,
        responseRow: '',
        createdAt: Date.now(),
        attempts: 0,
        nextAttemptAt: 0,
        status: 'pending',
      });
    }
    tx.oncomplete = () => resolve(performance.now());
    tx.onerror = () => reject(tx.error);
  });
  window.dispatchEvent(new Event('online'));
  const outboxCount = () =>
    new Promise<number>((resolve, reject) => {
      const req = db.transaction('outbox').objectStore('outbox').count();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  const until = t0 + 300_000;
  while ((await outboxCount()) > 0) {
    if (performance.now() > until) throw new Error('the outbox did not drain in 5 minutes');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  db.close();
  return { ms, keys, ids: meetings.map((m) => Number(m.id)), clientIds: meetings.map((m) => Number(m.clientId)), versions: meetings.map((m) => Number(m.version)) };
}

/** In the page: the same number of PATCHes, bare: one after another, no engine. */
async function rawPatches({ ids, clientIds }: { ids: number[]; clientIds: number[] }): Promise<number> {
  const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
  const t = performance.now();
  for (let i = 0; i < ids.length; i++) {
    const res = await fetch(`/api/clients/${clientIds[i]}/meetings/${ids[i]}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ notes: `bench ${i}` }),
    });
    await res.text();
  }
  return performance.now() - t;
}

/**
 * In the page: the peer (issue 24), the same number of edits replayed the
 * way Workbox's BackgroundSyncPlugin queue does it (workbox-background-sync
 * Queue.replayRequests): each request stored in IndexedDB with its headers
 * and body, then one after another: take the oldest out in its own
 * transaction, fetch it, take the next. Each carries its Idempotency-Key,
 * as the app's stored request would; timed from the first take.
 */
async function workboxQueueReplay({ ids, clientIds }: { ids: number[]; clientIds: number[] }): Promise<number> {
  const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('bench-workbox-background-sync', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('requests', { autoIncrement: true, keyPath: 'id' }).createIndex('queueName', 'queueName');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const done = (tx: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  const store = db.transaction('requests', 'readwrite');
  for (let i = 0; i < ids.length; i++) {
    const body = new TextEncoder().encode(JSON.stringify({ notes: `workbox ${i}` })).buffer;
    const headers = { 'content-type': 'application/json', 'X-XSRF-TOKEN': token, 'Idempotency-Key': crypto.randomUUID() };
    store.objectStore('requests').add({ queueName: 'outbox', timestamp: Date.now(), requestData: { url: `/api/clients/${clientIds[i]}/meetings/${ids[i]}`, method: 'PATCH', headers, body, mode: 'same-origin', credentials: 'same-origin' } });
  }
  await done(store);
  const t = performance.now();
  for (;;) {
    // Queue.shiftRequest: the oldest entry of the queue, read and deleted in one transaction.
    const tx = db.transaction('requests', 'readwrite');
    const entry = await new Promise<{ id: number; requestData: { url: string; method: string; headers: Record<string, string>; body: ArrayBuffer } } | undefined>((resolve, reject) => {
      const req = tx.objectStore('requests').index('queueName').openCursor('outbox');
      req.onsuccess = () => {
        const cursor = req.result;
        if (cursor) cursor.delete();
        resolve(cursor?.value as never);
      };
      req.onerror = () => reject(req.error);
    });
    await done(tx);
    if (!entry) break;
    const { url, method, headers, body } = entry.requestData;
    const res = await fetch(new Request(url, { method, headers, body, credentials: 'same-origin' }));
    await res.arrayBuffer();
  }
  const ms = performance.now() - t;
  db.close();
  indexedDB.deleteDatabase('bench-workbox-background-sync');
  return ms;
}

// The source of `fn` called with `arg`. The bench runs under tsx, whose
// esbuild keeps function names with a `__name` helper the page lacks.
const call = (fn: (arg: never) => unknown, arg: unknown) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;

/**
 * Replays `n` queued edits under the open board, in Chromium on the bench's
 * synced profile with no automation watching its network (bare-chromium.ts),
 * runs `check` on the server's state, then sends the same number of bare
 * PATCHes from the same page, then replays the same number the way
 * Workbox's BackgroundSyncPlugin does (the peer). The profile must not be
 * open elsewhere.
 */
export async function replay<T>(
  userDataDir: string,
  base: string,
  n: number,
  check: (rep: Replay) => Promise<T>,
): Promise<{ rep: Replay; checked: T; rawMs: number; workboxMs: number }> {
  const browser = await openBareChromium(userDataDir, `${base}/meetings`);
  try {
    const cardsShown = `document.querySelector('[data-testid="pipeline-card"]') !== null`;
    // A navigation may replace the page's context mid-call: asked again.
    await poll(() => browser.evaluate<boolean>(cardsShown).catch(() => false), 30_000, 100);
    // Past the start's pull and the board's read ahead.
    await new Promise((r) => setTimeout(r, 2000));
    const rep = { n, ...(await browser.evaluate<Queued>(call(queueAndReplay, n))) };
    const checked = await check(rep);
    const rawMs = await browser.evaluate<number>(call(rawPatches, { ids: rep.ids, clientIds: rep.clientIds }));
    const workboxMs = await browser.evaluate<number>(call(workboxQueueReplay, { ids: rep.ids, clientIds: rep.clientIds }));
    return { rep, checked, rawMs, workboxMs };
  } finally {
    await browser.close();
  }
}

/**
 * `node --import tsx tests/bench/replay-bench.ts`: this measure alone (issue
 * 24), on PGlite then PostgreSQL (BENCH_DB=pglite|postgres for one), at
 * SEED_SCALE (default 2: over a thousand meetings), with the figures printed
 * as `npm run bench` prints them.
 */
async function measureAlone() {
  const scale = Number(process.env.SEED_SCALE ?? 2);
  const distDir = join(process.cwd(), '.tmp', 'replay-bench-dist');
  const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  const ms = (n: number) => `${Math.round(n)} ms`;
  const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER budget');

  const once = async (label: string, budget: number, where: { dataDir?: string; databaseUrl?: string }) => {
    const server = await startServer({ port: 0, ...where, distDir, seedScale: scale });
    const profile = mkdtempSync(join(tmpdir(), 'replay-bench-profile-'));
    try {
      console.log(`\n## ${label}`);
      const context = await launchProfile(profile);
      try {
        await firstSync(context, server.url, 'admin@demo.test');
      } finally {
        await context.close();
      }
      const { rep, checked, rawMs, workboxMs } = await replay(profile, server.url, 1000, async (r) => {
        const db = server.database.db;
        const rows = await db.select({ id: meetings.id, version: meetings.version }).from(meetings).where(inArray(meetings.id, r.ids));
        const byId = new Map(rows.map((row) => [row.id, row.version]));
        const stored = await db.select().from(idempotencyKeys).where(and(inArray(idempotencyKeys.key, r.keys), eq(idempotencyKeys.state, 'done')));
        return { applied: stored.filter((k) => (k.responseStatus ?? 0) < 300).length, wrongVersions: r.ids.filter((id, i) => byId.get(id) !== r.versions[i] + 1).length };
      });
      console.log(`- replay of ${rep.n} queued edits under the open board, in Chromium with no automation watching its network: ${ms(rep.ms)} (budget ${budget / 1000} s: ${verdict(rep.ms, budget)}); ${checked.applied} applied once, ${checked.wrongVersions} with a wrong version (duplicates or losses)`);
      console.log(`  - raw: the same number of bare PATCHes one after another from the same page ${ms(rawMs)}; engine/raw ratio ${(rep.ms / rawMs).toFixed(2)} (budget 0.5: ${verdict(rep.ms / rawMs, 0.5)})`);
      console.log(`  - peer: the same number replayed as Workbox's BackgroundSyncPlugin queue does (one stored request after another) ${ms(workboxMs)}; engine/peer ratio ${(rep.ms / workboxMs).toFixed(2)}`);
    } finally {
      await server.stop();
      rmSync(profile, { recursive: true, force: true });
    }
  };

  const only = process.env.BENCH_DB;
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'replay-bench-pglite-'));
    try {
      await once('PGlite (embedded, the default)', 4_000, { dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only !== 'pglite') {
    const cluster = await startCluster();
    if (!cluster) console.log('\n## PostgreSQL\n- not measured: no PostgreSQL binaries on this machine');
    else {
      try {
        await once('PostgreSQL 15 (throwaway cluster)', 2_000, { databaseUrl: cluster.url });
      } finally {
        cluster.stop();
      }
    }
  }
  rmSync(distDir, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureAlone();
