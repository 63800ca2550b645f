import type { Random } from '../../src/server/seed/random';

export type NetworkMode = 'up' | 'down' | 'flaky';

/** A 5xx the network makes up: before the server saw the call, or after it applied it. */
export type Injected5xx = 'unapplied' | 'applied';

/**
 * A device's network: a fetch with a cookie jar that can be down, or
 * flaky (drops a request before it leaves, loses the answer after the
 * server applied it, or answers 5xx in the server's stead), or crash the
 * caller mid-call (a tab closing). Each device has its own.
 */
export function createChaosNetwork(base: string, rnd: Random) {
  const realFetch = globalThis.fetch;
  const jar = new Map<string, string>();
  const stats = {
    sent: 0,
    dropped: 0,
    lostAnswers: 0,
    crashes: 0,
    batches: 0,
    lostBatchAnswers: 0,
    restartsMidBatch: 0,
    unapplied5xx: 0,
    applied5xx: 0,
  };
  // Issue 17: the If-Match each Idempotency-Key went to the server with,
  // alone or in a batch (null: none), so the end checks can tell an edit
  // applied on the version it was made on from one that overwrote others.
  const preconditions = new Map<string, Set<string | null>>();
  const remember = (key: string | null, ifMatch: string | null) => {
    if (!key) return;
    const sent = preconditions.get(key) ?? new Set<string | null>();
    sent.add(ifMatch);
    preconditions.set(key, sent);
  };
  const rememberPreconditions = (headers: Headers, body: unknown, batch: boolean) => {
    remember(headers.get('idempotency-key'), headers.get('if-match'));
    if (!batch || typeof body !== 'string') return;
    const { requests } = JSON.parse(body) as { requests: { headers?: Record<string, string> }[] };
    for (const r of requests) {
      const h = new Headers(r.headers);
      remember(h.get('idempotency-key'), h.get('if-match'));
    }
  };
  let mode: NetworkMode = 'up';
  let crashNext = false;
  let loseNext = false;
  let next5xx: Injected5xx | null = null;
  // Issue 24: runs while the next batch is on the wire (the server restarts mid-batch).
  let duringNextBatch: (() => Promise<void>) | null = null;

  const fail5xx = (kind: Injected5xx) => {
    stats[kind === 'applied' ? 'applied5xx' : 'unapplied5xx']++;
    const status = rnd.pick([500, 502, 503]);
    return new Response(JSON.stringify({ error: `chaos: ${status} (${kind})` }), { status, headers: { 'content-type': 'application/json' } });
  };

  const chaosFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), base);
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (mode === 'down' || (mode === 'flaky' && rnd.chance(0.15))) {
      stats.dropped++;
      throw new TypeError('fetch failed (chaos: network down)');
    }
    const unsafe = init?.method && init.method !== 'GET';
    const crash = crashNext && unsafe;
    if (crash) crashNext = false;
    // A proxy or a dying server answers 5xx: before or after the server applied the call.
    let inject: Injected5xx | null = null;
    if (unsafe && next5xx) {
      inject = next5xx;
      next5xx = null;
    } else if (unsafe && mode === 'flaky' && rnd.chance(0.1)) inject = rnd.chance(0.5) ? 'applied' : 'unapplied';
    if (inject === 'unapplied') return fail5xx(inject);
    stats.sent++;
    const batch = url.pathname === '/api/batch';
    if (batch) stats.batches++;
    if (unsafe) rememberPreconditions(headers, init?.body, batch);
    const during = batch ? duringNextBatch : null;
    if (during) {
      // The server goes down with the batch on the wire: its answer never
      // reaches the device, whether or not the server committed it.
      duringNextBatch = null;
      const answered = realFetch(url, { ...init, headers }).then((r) => r.arrayBuffer()).catch(() => undefined);
      await Promise.all([answered, during()]);
      stats.restartsMidBatch++;
      throw new TypeError('fetch failed (chaos: the server restarted mid-batch)');
    }
    const res = await realFetch(url, { ...init, headers });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    if (crash) {
      stats.crashes++;
      throw new Error('chaos: the tab was closed mid-call');
    }
    if (inject === 'applied') {
      await res.arrayBuffer();
      return fail5xx(inject);
    }
    const lose = unsafe && loseNext;
    if (lose) loseNext = false;
    if (lose || (mode === 'flaky' && unsafe && rnd.chance(0.15))) {
      stats.lostAnswers++;
      if (batch) stats.lostBatchAnswers++;
      await res.arrayBuffer();
      throw new TypeError('fetch failed (chaos: answer lost)');
    }
    return res;
  };

  return {
    install: () => {
      globalThis.fetch = chaosFetch;
    },
    restore: () => {
      globalThis.fetch = realFetch;
    },
    setMode: (m: NetworkMode) => {
      mode = m;
    },
    get mode() {
      return mode;
    },
    crashNextWrite: () => {
      crashNext = true;
    },
    /** The next write's answer is lost after the server applied it. */
    loseNextAnswer: () => {
      loseNext = true;
    },
    /** The next write is answered 5xx, the server having applied it or not. */
    fail5xxNext: (kind: Injected5xx) => {
      next5xx = kind;
    },
    /** `during` runs while the next batch is on the wire (a server restart); its answer is lost. */
    duringNextBatch: (during: () => Promise<void>) => {
      duringNextBatch = during;
    },
    get armedForBatch() {
      return duringNextBatch !== null;
    },
    /** Per Idempotency-Key, the If-Match values it was sent with (null: none). */
    preconditions: () => [...preconditions].map(([key, sent]) => [key, [...sent]] as [string, (string | null)[]]),
    /** The jar as `document.cookie` shows it (name=value; …). */
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    stats,
  };
}
