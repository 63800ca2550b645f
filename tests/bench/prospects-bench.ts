// Prospect search, upload and export measured against issue 21's budgets:
// search p95 (Basic, Advanced), a 100,000-row upload to done with the
// server's memory growth, and a 100,000-row export with its memory. Runs
// against a server in this process (its memory is this process's; the
// upload's client is another process), so `npm run bench` calls it on each
// database; alone:
//   SEED_SCALE=10 BENCH_DB=pglite node --import tsx tests/bench/prospects-bench.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from '../../src/server/start-server';
import { startCluster } from './postgres-cluster';
import { sendUploadFromChild } from './upload-sender';

export type ProspectsBench = {
  prospects: number;
  basic: { p50: number; p95: number; total: number };
  advanced: { p50: number; p95: number; total: number };
  upload: { rows: number; ms: number; rssGrowthMb: number; heapGrowthMb: number; keptRssMb: number; keptHeapMb: number; created: number; updated: number };
  export: { rows: number; ms: number; rssGrowthMb: number; heapGrowthMb: number; bytes: number };
};

const mb = (bytes: number) => bytes / 1024 / 1024;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function signIn(url: string): Promise<{ cookie: string; xsrf: string }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1];
  return { cookie: cookies.join('; '), xsrf };
}

/** Memory of this process, sampled every 50 ms while `work` runs: the peak growth over the start. */
async function withMemory<T>(work: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const t = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - t;
    // What stays once the garbage is collected (with node --expose-gc; else as it is).
    global.gc?.();
    const after = process.memoryUsage();
    return {
      result,
      ms,
      rssGrowthMb: mb(peakRss - start.rss),
      heapGrowthMb: mb(peakHeap - start.heapUsed),
      keptRssMb: mb(after.rss - start.rss),
      keptHeapMb: mb(after.heapUsed - start.heapUsed),
    };
  } finally {
    clearInterval(timer);
  }
}

async function searchTimes(url: string, cookie: string, query: string, n = 40) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n + 3; i++) {
    const t = performance.now();
    const res = await fetch(`${url}/api/prospects?${query}`, { headers: { cookie } });
    const body = (await res.json()) as { total: number };
    if (i >= 3) times.push(performance.now() - t); // the first ones warm the caches
    total = body.total;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

export async function benchProspects(server: RunningServer): Promise<ProspectsBench> {
  const { url, database } = server;
  const db = database.db;
  const { cookie, xsrf } = await signIn(url);
  const count = Number(((await db.execute(sql`select count(*)::int as n from prospects`)) as unknown as { rows: { n: number }[] }).rows[0].n);

  // Basic: a full name, as a rep types it; Advanced: a company word, a SIC code prefix and a last name.
  const basic = await searchTimes(url, cookie, 'criteria=emma%20johnson');
  const advanced = await searchTimes(url, cookie, 'company=harbor&sic_code=737&name=smith');

  // 100,000 rows, sent by another process (upload-sender.ts): this process's memory is then the server's own.
  const run = Date.now().toString(36);
  const known = ((await db.execute(sql`select email from prospects order by id limit 20000`)) as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
  const [{ id: clientId }] = ((await db.execute(sql`select id from clients order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
  const upload = await withMemory(async () => {
    const id = await sendUploadFromChild({ url, cookie, xsrf, clientId, known, run, rows: 100_000 });
    for (;;) {
      // A kept-alive connection the server closed while the job held the event loop resets once: ask again, as a browser does.
      const answer = await fetch(`${url}/api/prospect/uploads`, { headers: { cookie } }).catch(() => fetch(`${url}/api/prospect/uploads`, { headers: { cookie } }));
      const list = (await answer.json()) as {
        uploads: { id: number; status: string; counts: { created: number; updated: number } }[];
      };
      const mine = list.uploads.find((u) => u.id === id)!;
      if (mine.status === 'done' || mine.status === 'failed') return mine;
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  // 100,000 rows of an export: the prospects of that upload's companies.
  const exported = await withMemory(async () => {
    const res = await fetch(`${url}/api/prospects/export?company=${encodeURIComponent(`bench upload ${run} co`)}`, { headers: { cookie } });
    const reader = res.body!.getReader();
    let bytes = 0;
    let rows = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      bytes += r.value.byteLength;
      for (const b of r.value) if (b === 0x0a) rows++;
    }
    return { bytes, rows: rows - 1 };
  });

  return {
    prospects: count,
    basic,
    advanced,
    upload: {
      rows: 100_000,
      ms: upload.ms,
      rssGrowthMb: upload.rssGrowthMb,
      heapGrowthMb: upload.heapGrowthMb,
      keptRssMb: upload.keptRssMb,
      keptHeapMb: upload.keptHeapMb,
      created: upload.result.counts.created,
      updated: upload.result.counts.updated,
    },
    export: { rows: exported.result.rows, bytes: exported.result.bytes, ms: exported.ms, rssGrowthMb: exported.rssGrowthMb, heapGrowthMb: exported.heapGrowthMb },
  };
}

export function describeProspects(b: ProspectsBench, searchBudget: number): string[] {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const verdict = (v: number, budget: number) => (v <= budget ? 'within budget' : 'OVER budget');
  return [
    `- prospects: ${b.prospects.toLocaleString('en-US')} in the database`,
    `- search p95, Basic ("emma johnson", ${b.basic.total} matches): ${ms(b.basic.p95)} (p50 ${ms(b.basic.p50)}; budget ${searchBudget} ms: ${verdict(b.basic.p95, searchBudget)})`,
    `- search p95, Advanced (company, SIC prefix and name, ${b.advanced.total} matches): ${ms(b.advanced.p95)} (p50 ${ms(b.advanced.p50)}; budget ${searchBudget} ms: ${verdict(b.advanced.p95, searchBudget)})`,
    `- upload of ${b.upload.rows.toLocaleString('en-US')} rows to done: ${ms(b.upload.ms)} (budget 30 s: ${verdict(b.upload.ms, 30_000)}); ${b.upload.created} created, ${b.upload.updated} updated; server memory growth at its peak ${b.upload.rssGrowthMb.toFixed(0)} MB RSS, ${b.upload.heapGrowthMb.toFixed(0)} MB heap (budget 100 MB: ${verdict(b.upload.rssGrowthMb, 100)}); ${global.gc ? 'after a garbage collection' : 'at its end (no collection forced: node without --expose-gc)'} ${b.upload.keptRssMb.toFixed(0)} MB RSS, ${b.upload.keptHeapMb.toFixed(0)} MB heap`,
    `- export of ${b.export.rows.toLocaleString('en-US')} rows (${mb(b.export.bytes).toFixed(1)} MB): ${ms(b.export.ms)} (budget 10 s: ${verdict(b.export.ms, 10_000)}); memory growth at its peak ${b.export.rssGrowthMb.toFixed(0)} MB RSS, ${b.export.heapGrowthMb.toFixed(0)} MB heap`,
  ];
}

// Run alone: one database (BENCH_DB=pglite, the default, or postgres).
if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.env.SEED_SCALE ?? 10);
  const which = process.env.BENCH_DB ?? 'pglite';
  const cluster = which === 'postgres' ? await startCluster() : null;
  if (which === 'postgres' && !cluster) throw new Error('No PostgreSQL binaries on this machine.');
  // BENCH_DATA_DIR keeps the seeded PGlite folder for another run (seeding a million rows takes minutes).
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'bench-prospects-'));
  const t = Date.now();
  const server = await startServer({ port: 0, dataDir: dir, databaseUrl: cluster?.url, seedScale: scale, log: console.log });
  console.log(`(seeded ${which} at scale ${scale} in ${Math.round((Date.now() - t) / 1000)} s)`);
  try {
    const result = await benchProspects(server);
    console.log(`\n## Prospects on ${which}\n${describeProspects(result, which === 'postgres' ? 150 : 400).join('\n')}`);
  } finally {
    await server.stop();
    cluster?.stop();
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}
