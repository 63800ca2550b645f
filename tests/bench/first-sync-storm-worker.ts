// The load of first-sync-storm-bench.ts, in threads of their own: one for the
// devices' first syncs and one for the rep's light calls, so that neither
// reading megabytes of pages nor the server's work delays the light calls' clock.
import { parentPort, workerData } from 'node:worker_threads';

type Input =
  | { role: 'devices'; base: string; cookies: string[]; pageSize: number }
  | { role: 'light'; base: string; cookie: string; path: string };
const input = workerData as Input;

/** One device's first sync: pages from cursor 0 until the feed says no more, as the app's worker asks. */
async function firstSync(base: string, cookie: string, pageSize: number) {
  let cursor = 0;
  let pages = 0;
  for (let more = true; more; pages++) {
    const res = await fetch(`${base}/api/sync/pull?cursor=${cursor}&limit=${pageSize}${pages === 0 ? '&count=true' : ''}`, {
      headers: { cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' },
    });
    if (!res.ok) throw new Error(`pull answered ${res.status}`);
    const page = (await res.json()) as { cursor: number; more: boolean };
    cursor = page.cursor;
    more = page.more;
  }
  return pages;
}

if (input.role === 'devices') {
  const started = performance.now();
  const syncs = await Promise.all(
    input.cookies.map(async (cookie) => {
      const t = performance.now();
      const pages = await firstSync(input.base, cookie, input.pageSize);
      return { ms: performance.now() - t, pages };
    }),
  );
  parentPort!.postMessage({ wallMs: performance.now() - started, syncs });
} else {
  // A rep already synced keeps working: one light call after another, until told to stop.
  let going = true;
  parentPort!.once('message', () => (going = false));
  const light: number[] = [];
  let errors = 0;
  while (going) {
    const t = performance.now();
    const res = await fetch(`${input.base}${input.path}`, { headers: { cookie: input.cookie, accept: 'application/json' } });
    await res.arrayBuffer();
    if (res.ok) light.push(performance.now() - t);
    else errors += 1;
    // Let the stop message in between calls.
    await new Promise((resolve) => setImmediate(resolve));
  }
  parentPort!.postMessage({ light, errors });
}
