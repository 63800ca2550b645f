// Issues 18 and 19's measures alone, the same functions `npm run bench`
// runs: the profile page opened warm, the estimate's p95, the performance
// panel's first rows and the get-list p95 with every filter, at SEED_SCALE
// (default 10) on PGlite and on a throwaway PostgreSQL (BENCH_DB picks one).
// `npm run bench:sequencer`
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../src/server/start-server';
import { launchProfile } from '../support/browser';
import { firstSync } from './browser-bench';
import { panelFirstRender, sequenceListTimes } from './performance-bench';
import { startCluster } from './postgres-cluster';
import { estimateTimes, profileWarmOpen } from './sequencer-bench';

const scale = Number(process.env.SEED_SCALE ?? 10);
const only = process.env.BENCH_DB;
const ms = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
const within = (n: number | null, budget: number) => (n === null ? 'not measured' : n <= budget ? 'within budget' : 'OVER budget');

const distDir = join(process.cwd(), '.tmp', 'bench-dist');
const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
  env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('vite build failed');

async function measure(label: string, server: RunningServer) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await launchProfile(profile);
  try {
    const { page } = await firstSync(context, server.url, 'admin@demo.test');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const open = await profileWarmOpen(page, server.url);
    const estimate = await estimateTimes(server.url, cookie);
    const panel = await panelFirstRender(page, server.url);
    const list = await sequenceListTimes(server.url, cookie);
    console.log(`\n## ${label}, SEED_SCALE=${scale}`);
    console.log(`- profile page opened warm: ${ms(open.median)}, median of ${open.samples.map(Math.round).join(', ')} (budget 300 ms: ${within(open.median, 300)})`);
    console.log(`- estimate, ${estimate.requests} answers: p50 ${ms(estimate.p50)}, p95 ${ms(estimate.p95)} (budget 150 ms: ${within(estimate.p95, 150)})`);
    console.log(`- performance panel first rows: ${ms(panel.median)}, median of ${panel.samples.map(Math.round).join(', ')}`);
    console.log(`- get-list with every filter, ${list.filtered.requests} answers: p50 ${ms(list.filtered.p50)}, p95 ${ms(list.filtered.p95)} (budget 100 ms on PostgreSQL: ${within(list.filtered.p95, 100)}); whole agency p50 ${ms(list.wholeAgency.p50)}, p95 ${ms(list.wholeAgency.p95)}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

try {
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    const server = await startServer({ port: 0, dataDir, distDir, seedScale: scale });
    try {
      await measure('PGlite', server);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const cluster = only === 'pglite' ? null : await startCluster();
  if (cluster) {
    try {
      const server = await startServer({ port: 0, databaseUrl: cluster.url, distDir, seedScale: scale });
      try {
        await measure('PostgreSQL 15', server);
      } finally {
        await server.stop();
      }
    } finally {
      cluster.stop();
    }
  }
} finally {
  rmSync(distDir, { recursive: true, force: true });
}
