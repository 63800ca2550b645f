// `npm run bench`: sizes and timings against the budgets in README, in
// Chromium against the real server at SEED_SCALE (default 10). A report,
// not a test: it never fails on a budget.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { meetings } from '../../src/server/db/schema/meetings';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { startServer, type RunningServer } from '../../src/server/start-server';
import { launchProfile } from '../support/browser';
import { apiLoadInChild } from './api-load';
import { board, firstSync, median, warmStartOffline, type WarmStartSamples } from './browser-bench';
import { replay, type Replay } from './replay-bench';
import { measureBundle } from './bundle-size';
import { benchProspects, describeProspects } from './prospects-bench';
import { panelFirstRender, sequenceListTimes } from './performance-bench';
import { estimateTimes, profileWarmOpen } from './sequencer-bench';
import { startCluster } from './postgres-cluster';
import { apiUnderLoad, describeLoad } from './api-load-bench';

const scale = Number(process.env.SEED_SCALE ?? 10);
const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
const ms = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
const verdict = (value: number | null, budget: number) => (value === null ? 'not measured' : value <= budget ? 'within budget' : 'OVER budget');

out(`# Bench report (${new Date().toISOString()}, SEED_SCALE=${scale})`);

const distDir = join(process.cwd(), '.tmp', 'bench-dist');
const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
  env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('vite build failed');

const bundle = measureBundle(distDir);
const biggest = bundle.chunks[0];
out('\n## Bundle');
out(`- initial JS: ${bundle.initialGzKiB.toFixed(1)} KiB gzipped (budget 200 KiB: ${verdict(bundle.initialGzKiB, 200)})`);
out(`- largest route chunk: ${biggest ? `${biggest.file} ${biggest.gzKiB.toFixed(1)} KiB` : 'none'} (budget 60 KiB: ${verdict(biggest?.gzKiB ?? 0, 60)})`);
for (const c of bundle.chunks.filter((c) => c.gzKiB > 60)) out(`  - over 60 KiB: ${c.file} ${c.gzKiB.toFixed(1)} KiB`);

async function verifyReplay(server: RunningServer, rep: Replay) {
  const db = server.database.db;
  const rows = await db.select({ id: meetings.id, version: meetings.version }).from(meetings).where(inArray(meetings.id, rep.ids));
  const byId = new Map(rows.map((r) => [r.id, r.version]));
  const wrong = rep.ids.filter((id, i) => byId.get(id) !== rep.versions[i] + 1).length;
  const stored = await db.select().from(idempotencyKeys).where(and(inArray(idempotencyKeys.key, rep.keys), eq(idempotencyKeys.state, 'done')));
  return { applied: stored.filter((k) => (k.responseStatus ?? 0) < 300).length, wrongVersions: wrong };
}

const apiPaths = ['/me', '/api/clients/1/meetings', '/notification-user', '/api/states', '/api/sync/pull?cursor=999999999', '/api/clients/2'];

async function measure(label: string, server: RunningServer, replayBudget: number): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await launchProfile(profile);
  try {
    out(`\n## ${label}`);
    const { page: syncedPage, result: fs } = await firstSync(context, server.url, 'admin@demo.test');
    out(`- first sync: ${ms(fs.ms)} for ${fs.rows.meetings} meetings, ${fs.rows.clients} clients, ${fs.rows.tasks} tasks (budget 4 s: ${verdict(fs.ms, 4000)})`);
    out(`  - longest main-thread task during it: ${ms(fs.longestTaskMs)} (budget 50 ms: ${verdict(fs.longestTaskMs, 50)})`);
    out(`  - raw: bare fetch of the same ${(fs.bytes / 1024 / 1024).toFixed(1)} MB ${ms(fs.rawFetchMs)}, bare IndexedDB puts of the same rows ${ms(fs.rawBulkPutMs)}; engine/raw ratio ${(fs.ms / (fs.rawFetchMs + fs.rawBulkPutMs)).toFixed(2)}`);
    const warm = await warmStartOffline(context, syncedPage, server.url);
    const page = warm.page;
    const starts = (s: WarmStartSamples) =>
      `pipeline ${ms(median(s.board))} (median of ${s.board.map(Math.round).join(', ')}; budget 400 ms: ${verdict(median(s.board), 400)}), shell with mirror data ${ms(median(s.shell))} (median of ${s.shell.map(Math.round).join(', ')})`;
    out(`- warm start offline, from navigation start to first data on screen:`);
    out(`  - the app loaded again in its tab after sitting idle: ${starts(warm.sameTab)}`);
    out(`  - the app opened in a new tab (a new renderer, as an installed app's window): ${starts(warm.newTab)}`);
    const rawStart = median(warm.raw);
    out(`  - raw: in a quiet page, a bare IndexedDB open and read of the board's first cards by the same index, written to the page and painted, ${ms(rawStart)} (median of ${warm.raw.map(Math.round).join(', ')}); engine/raw ratio ${rawStart ? (median(warm.sameTab.board)! / rawStart).toFixed(2) : '–'} for the reload in its tab (the app's page load is all overhead here)`);
    const b = await board(page, server.url);
    const dropPaintMs = median(b.dropSamples);
    const samplesOf = (values: number[]) => `${ms(median(values))}, median of ${values.map(Math.round).join(', ')} (${verdict(median(values), 100)})`;
    out(`- pipeline with ${fs.rows.meetings} meetings, first render from a click on Meetings in the navigation (budget 100 ms):`);
    out(`  - first visit after a page load, the click as soon as the page shows (nothing read before the click; the first cards are read while the board's code loads): ${samplesOf(b.atOnceFirstVisitSamples)}`);
    out(`  - first visit after a page load, the click 1.5 s later with no pointer on the link (its first cards read ahead when the page was idle): ${samplesOf(b.firstVisitSamples)}`);
    out(`  - first visit after a page load, the pointer on the link 250 ms before the click (its first cards read ahead): ${samplesOf(b.pointedFirstVisitSamples)}`);
    out(`  - coming back to the board (its first cards kept): ${samplesOf(b.inAppSamples)}`);
    out(`  - the board's own render ${ms(b.ownMs)}; a page load ${ms(b.loadMs)} from navigation start`);
    out(`  - drop painted ${ms(dropPaintMs)} after the key press, median of ${b.dropSamples.map(Math.round).join(', ')} (budget one frame, 16.7 ms: ${verdict(dropPaintMs, 16.7)})`);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const profileOpen = await profileWarmOpen(page, server.url);
    out(`- sequence profile page opened warm (loaded again after sitting idle), navigation start to the profile shown: ${ms(profileOpen.median)}, median of ${profileOpen.samples.map(Math.round).join(', ')} (budget 300 ms: ${verdict(profileOpen.median, 300)})`);
    const estimate = await estimateTimes(server.url, cookie);
    out(`- sequence profile estimate, ${estimate.requests} answers one after another: p50 ${ms(estimate.p50)}, p95 ${ms(estimate.p95)} (budget 150 ms p95: ${verdict(estimate.p95, 150)})`);
    const panel = await panelFirstRender(page, server.url);
    out(`- sequence performance panel, navigation start to its first rows shown: ${ms(panel.median)}, median of ${panel.samples.map(Math.round).join(', ')}`);
    const list = await sequenceListTimes(server.url, cookie);
    out(`- sequence performance get-list with every filter, ${list.filtered.requests} answers one after another: p50 ${ms(list.filtered.p50)}, p95 ${ms(list.filtered.p95)} (budget 100 ms p95: ${verdict(list.filtered.p95, 100)}); whole agency, unfiltered and sorted by counts: p50 ${ms(list.wholeAgency.p50)}, p95 ${ms(list.wholeAgency.p95)}`);
    // The replay runs in the same profile with no automation watching the
    // network (replay-bench.ts), so Playwright's browser closes first.
    await context.close();
    const { rep, checked: check, rawMs } = await replay(profile, server.url, 1000, (r) => verifyReplay(server, r));
    out(`- replay of ${rep.n} queued edits under the open board, in Chromium with no automation watching its network: ${ms(rep.ms)} (budget ${replayBudget / 1000} s: ${verdict(rep.ms, replayBudget)}); ${check.applied} applied once, ${check.wrongVersions} with a wrong version (duplicates or losses)`);
    out(`  - raw: the same number of bare PATCHes one after another from the same page ${ms(rawMs)}; engine/raw ratio ${(rep.ms / rawMs).toFixed(2)}`);
    const load = await apiLoadInChild(server.url, cookie, apiPaths, 50, 10);
    out(`- API, a mix of calls, 50 connections for ${load.seconds} s, one server process: ${describeLoad(load)}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// BENCH_DB=pglite or BENCH_DB=postgres measures one database only (for a quicker look).
const only = process.env.BENCH_DB;

if (only !== 'postgres') {
  const seedStart = Date.now();
  const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const server = await startServer({ port: 0, dataDir: pgliteDir, distDir, seedScale: scale });
  out(`\n(seeded PGlite at scale ${scale} in ${ms(Date.now() - seedStart)})`);
  try {
    await measure('PGlite (embedded, the default)', server, 10_000);
    out('\n### Prospects (issue 21) on PGlite');
    for (const line of describeProspects(await benchProspects(server), 400)) out(line);
  } finally {
    await server.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const cluster = only === 'pglite' ? null : await startCluster();
if (only === 'pglite') out('\n## PostgreSQL\n- not measured: BENCH_DB=pglite');
else if (!cluster) out('\n## PostgreSQL\n- not measured: no PostgreSQL binaries on this machine');
else {
  try {
    const t = Date.now();
    const server = await startServer({ port: 0, databaseUrl: cluster.url, distDir, seedScale: scale });
    out(`\n(seeded PostgreSQL at scale ${scale} in ${ms(Date.now() - t)})`);
    await measure('PostgreSQL 15 (throwaway cluster)', server, 5_000);
    out('\n### Prospects (issue 21) on PostgreSQL');
    for (const line of describeProspects(await benchProspects(server), 150)) out(line);
    await server.stop();
    // Issue 24: the pipeline list and the pull, each alone, on one process and
    // on two (SERVER_PROCESSES=2, README "PostgreSQL"), the documented way to scale out.
    out('\n### API under load (issue 24), 50 connections, autocannon');
    for (const r of await apiUnderLoad(cluster.url, scale, 10, out)) {
      out(`  - ${r.name}, ${r.processes === 1 ? 'one process' : 'two processes'}: p99 budget 100 ms ${verdict(r.load.p99, 100)}`);
    }
  } finally {
    cluster.stop();
  }
}

writeFileSync('bench-report.md', `${lines.join('\n')}\n`);
console.log('\nWritten to bench-report.md');
rmSync(distDir, { recursive: true, force: true });
