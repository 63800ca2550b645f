// `npm run bench:first-sync`: the first sync alone (issue 24), a few fresh
// devices against one server at SEED_SCALE (default 10), with medians and
// the ratio to the raw work measured in the same run. BENCH_DIST reuses a
// built app; BENCH_DATA_DIR reuses a seeded PGlite directory, or
// BENCH_DATABASE_URL a PostgreSQL database (seeded if empty); RUNS (default 3).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../src/server/start-server';
import { firstSyncOnFreshDevice, indexedRatio, median, rawRatio, type FirstSync } from './browser-bench';

const scale = Number(process.env.SEED_SCALE ?? 10);
const runs = Number(process.env.RUNS ?? 3);
const distDir = process.env.BENCH_DIST ?? join(process.cwd(), '.tmp', 'first-sync-dist');
if (!process.env.BENCH_DIST || !existsSync(join(distDir, 'index.html'))) {
  const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
}
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-first-sync-'));
mkdirSync(dataDir, { recursive: true });
const seedStart = Date.now();
const server = await startServer({ port: 0, ...(databaseUrl ? { databaseUrl } : { dataDir }), distDir, seedScale: scale });
console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'} at scale ${scale} ready in ${Date.now() - seedStart} ms`);
const results: FirstSync[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const result = await firstSyncOnFreshDevice(server.url);
    results.push(result);
    console.log(
      `run ${i + 1}: ${result.ms} ms for ${result.rows.meetings} meetings, ${result.rows.clients} clients, ${result.rows.tasks} tasks; longest task ${Math.round(result.longestTaskMs)} ms; raw fetch ${Math.round(result.rawFetchMs)} ms (${(result.bytes / 1024 / 1024).toFixed(1)} MB) + puts ${Math.round(result.rawBulkPutMs)} ms; ratio ${rawRatio(result).toFixed(2)}; puts into stores with the app's indexes ${Math.round(result.rawIndexedPutMs)} ms (ratio to fetch + those ${indexedRatio(result).toFixed(2)})`,
    );
  }
} finally {
  await server.stop();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
const pick = (f: (r: FirstSync) => number) => Math.round(median(results.map(f)) ?? 0);
console.log(
  `median of ${results.length}: first sync ${pick((r) => r.ms)} ms (budget 3 s), longest main-thread task ${Math.round(Math.max(...results.map((r) => r.longestTaskMs)))} ms, the worst of ${results.length} (budget 50 ms: none over it), raw ${pick((r) => r.rawFetchMs + r.rawBulkPutMs)} ms, ratio ${(median(results.map(rawRatio)) ?? 0).toFixed(2)} (budget 1.2)`,
);
