import { openBareChromium } from './bare-chromium';
import { poll } from './browser-bench';

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

// The source of `fn` called with `arg`. The bench runs under tsx, whose
// esbuild keeps function names with a `__name` helper the page lacks.
const call = (fn: (arg: never) => unknown, arg: unknown) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;

/**
 * Replays `n` queued edits under the open board, in Chromium on the bench's
 * synced profile with no automation watching its network (bare-chromium.ts),
 * runs `check` on the server's state, then sends the same number of bare
 * PATCHes from the same page. The profile must not be open elsewhere.
 */
export async function replay<T>(userDataDir: string, base: string, n: number, check: (rep: Replay) => Promise<T>): Promise<{ rep: Replay; checked: T; rawMs: number }> {
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
    return { rep, checked, rawMs };
  } finally {
    await browser.close();
  }
}
