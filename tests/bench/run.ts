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
import { apiLoadInChild, type LoadReport } from './api-load';
import { board, firstSync, firstSyncOnFreshDevice, indexedRatio, median, rawRatio, warmStartOffline, type FirstSync, type WarmStartSamples } from './browser-bench';
import { replay, type Replay } from './replay-bench';
import { measureBundle, screenDownloadKiB } from './bundle-size';
import { describeLighthouse, lighthousePresetAndCalibrated, presetCpuSlowdown } from './lighthouse-bench';
import { benchProspects, describeProspects } from './prospects-bench';
import { panelFirstRender, sequenceListTimes } from './performance-bench';
import { estimateTimes, profileWarmOpen } from './sequencer-bench';
import { startCluster } from './postgres-cluster';
import { benchSection, record, writeBenchReport } from './report';
import { apiUnderLoad, describeLoad } from './api-load-bench';
import { describeStorm, firstSyncStorm } from './first-sync-storm-bench';
import { settleAfterSeeding } from './settle-database';

// Measures import record() from here or from ./report (the same function).
export { record };

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
benchSection('bundle');
record({ name: 'bundle.initialJsGz', value: bundle.initialGzKiB, unit: 'KiB', budget: 200 });
record({ name: 'bundle.entryChunkGz', value: bundle.entryGzKiB, unit: 'KiB' });
record({ name: 'bundle.largestRouteChunkGz', value: biggest?.gzKiB ?? 0, unit: 'KiB', budget: 60 });
record({ name: 'bundle.initialCssGz', value: bundle.initialCssGzKiB, unit: 'KiB' });
out('\n## Bundle');
out(`- initial JS: ${bundle.initialGzKiB.toFixed(1)} KiB gzipped (budget 200 KiB: ${verdict(bundle.initialGzKiB, 200)})`);
out(`- largest route chunk: ${biggest ? `${biggest.file} ${biggest.gzKiB.toFixed(1)} KiB` : 'none'} (budget 60 KiB: ${verdict(biggest?.gzKiB ?? 0, 60)})`);
for (const c of bundle.chunks.filter((c) => c.gzKiB > 60)) out(`  - over 60 KiB: ${c.file} ${c.gzKiB.toFixed(1)} KiB`);
// The board and the tasks are issue 16's Lighthouse screens; home is the frame alone.
for (const d of screenDownloadKiB(distDir, ['meetings', 'tasks', 'home'])) {
  record({ name: `bundle.firstDownloadBr.${d.screen}`, value: d.brKiB, unit: 'KiB' });
  out(`- first download of ${d.screen === 'home' ? 'the frame (home)' : `/${d.screen}`}: ${d.brKiB.toFixed(0)} KiB of brotli script in ${d.files} files`);
}

async function verifyReplay(server: RunningServer, rep: Replay) {
  const db = server.database.db;
  const rows = await db.select({ id: meetings.id, version: meetings.version }).from(meetings).where(inArray(meetings.id, rep.ids));
  const byId = new Map(rows.map((r) => [r.id, r.version]));
  const wrong = rep.ids.filter((id, i) => byId.get(id) !== rep.versions[i] + 1).length;
  const stored = await db.select().from(idempotencyKeys).where(and(inArray(idempotencyKeys.key, rep.keys), eq(idempotencyKeys.state, 'done')));
  return { applied: stored.filter((k) => (k.responseStatus ?? 0) < 300).length, wrongVersions: wrong };
}

const apiPaths = ['/me', '/api/clients/1/meetings', '/notification-user', '/api/states', '/api/sync/pull?cursor=999999999', '/api/clients/2'];
const recordLoad = (name: string, load: LoadReport) => {
  record({ name: `${name}.p99`, value: load.p99, unit: 'ms', budget: 100 });
  record({ name: `${name}.p50`, value: load.p50, unit: 'ms' });
  record({ name: `${name}.errors`, value: load.errors, unit: 'count', budget: 0 });
  record({ name: `${name}.generatorCpu`, value: load.generatorCpuMs, unit: 'ms' });
  record({ name: `${name}.loadAverage`, value: load.loadAverage, unit: 'load' });
};

/** First syncs on fresh devices before the one the rest of the measures go on with (three in all). */
const extraFirstSyncs = 2;

/**
 * Three first syncs, each on a fresh device, the first on a server that has
 * just started (its first sign-in and pages run cold). One sample moved by
 * half a second from run to run (the cold one most), so the budget is
 * judged on the median, each run's raw work measured beside it; the
 * longest task is the worst of the three (the budget is "none over 50 ms").
 */
function reportFirstSyncs(syncs: FirstSync[]) {
  const pick = (f: (s: FirstSync) => number) => median(syncs.map(f)) ?? 0;
  const list = (f: (s: FirstSync) => number, digits = 0) => syncs.map((s) => f(s).toFixed(digits)).join(', ');
  const total = pick((s) => s.ms);
  const worstTask = Math.max(...syncs.map((s) => s.longestTaskMs));
  const ratio = pick(rawRatio);
  const first = syncs[0];
  out(`- first sync, from the sign-in click on a device where the app is installed (its service worker ready): ${ms(total)}, median of ${list((s) => s.ms)} (the first on a server just started), for ${first.rows.meetings} meetings, ${first.rows.clients} clients, ${first.rows.tasks} tasks (budget 3 s: ${verdict(total, 3000)})`);
  out(`  - longest main-thread task during it: ${ms(worstTask)}, the worst of ${list((s) => s.longestTaskMs)} (budget 50 ms: ${verdict(worstTask, 50)})`);
  out(`  - raw, in each run: bare fetch of the same ${(first.bytes / 1024 / 1024).toFixed(1)} MB ${list((s) => s.rawFetchMs)} ms, bare IndexedDB puts of the same rows ${list((s) => s.rawBulkPutMs)} ms; engine/raw ratio ${ratio.toFixed(2)}, median of ${list(rawRatio, 2)} (budget 1.2: ${verdict(ratio, 1.2)})`);
  out(`  - the same bare puts into stores with the app's own indexes ${list((s) => s.rawIndexedPutMs)} ms (the board and lists read by them); engine/(fetch + those) ${pick(indexedRatio).toFixed(2)} (median), reported beside the budget's ratio`);
  record({ name: 'firstSync.ms', value: total, unit: 'ms', budget: 3000, raw: pick((s) => s.rawFetchMs + s.rawBulkPutMs) });
  syncs.forEach((s, i) => record({ name: `firstSync.ms.run${i + 1}`, value: s.ms, unit: 'ms' }));
  record({ name: 'firstSync.ratio', value: ratio, unit: 'x', budget: 1.2 });
  record({ name: 'firstSync.longestTask', value: worstTask, unit: 'ms', budget: 50 });
  record({ name: 'firstSync.rawFetch', value: pick((s) => s.rawFetchMs), unit: 'ms' });
  record({ name: 'firstSync.rawBulkPut', value: pick((s) => s.rawBulkPutMs), unit: 'ms' });
  record({ name: 'firstSync.rawIndexedPut', value: pick((s) => s.rawIndexedPutMs), unit: 'ms' });
}

async function measure(label: string, section: string, server: RunningServer, replayBudget: number): Promise<void> {
  out(`\n## ${label}`);
  benchSection(section);
  const syncs: FirstSync[] = [];
  for (let i = 0; i < extraFirstSyncs; i++) syncs.push(await firstSyncOnFreshDevice(server.url));
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await launchProfile(profile);
  try {
    const { page: syncedPage, result: fs } = await firstSync(context, server.url, 'admin@demo.test');
    syncs.push(fs);
    reportFirstSyncs(syncs);
    const warm = await warmStartOffline(context, syncedPage, server.url);
    const page = warm.page;
    // DESIGN.md: 300 ms reloaded in its tab, 400 ms in a new tab.
    const starts = (s: WarmStartSamples, budget: number) =>
      `pipeline ${ms(median(s.board))} (median of ${s.board.map(Math.round).join(', ')}; budget ${budget} ms: ${verdict(median(s.board), budget)}), shell with mirror data ${ms(median(s.shell))} (median of ${s.shell.map(Math.round).join(', ')})`;
    out(`- warm start offline, from navigation start to first data on screen:`);
    out(`  - the app loaded again in its tab after sitting idle: ${starts(warm.sameTab, 300)}`);
    out(`  - the app opened in a new tab (a new renderer, as an installed app's window): ${starts(warm.newTab, 400)}`);
    const rawStart = median(warm.raw);
    out(`  - raw: in a quiet page, a bare IndexedDB open and read of the board's first cards by the same index, written to the page and painted, ${ms(rawStart)} (median of ${warm.raw.map(Math.round).join(', ')}); engine/raw ratio ${rawStart ? (median(warm.sameTab.board)! / rawStart).toFixed(2) : '–'} for the reload in its tab (the app's page load is all overhead here)`);
    const rawStartMs = rawStart ?? undefined;
    record({ name: 'warmStart.sameTab.pipeline', value: median(warm.sameTab.board), unit: 'ms', budget: 300, raw: rawStartMs });
    record({ name: 'warmStart.sameTab.shell', value: median(warm.sameTab.shell), unit: 'ms', raw: rawStartMs });
    record({ name: 'warmStart.newTab.pipeline', value: median(warm.newTab.board), unit: 'ms', budget: 400, raw: rawStartMs });
    record({ name: 'warmStart.newTab.shell', value: median(warm.newTab.shell), unit: 'ms', raw: rawStartMs });
    record({ name: 'warmStart.rawBoardRead', value: rawStart, unit: 'ms' });
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
    record({ name: 'board.atOnceFirstVisit', value: median(b.atOnceFirstVisitSamples), unit: 'ms', budget: 100 });
    record({ name: 'board.idleFirstVisit', value: median(b.firstVisitSamples), unit: 'ms', budget: 100 });
    record({ name: 'board.pointedFirstVisit', value: median(b.pointedFirstVisitSamples), unit: 'ms', budget: 100 });
    record({ name: 'board.inApp', value: median(b.inAppSamples), unit: 'ms', budget: 100 });
    record({ name: 'board.ownRender', value: b.ownMs, unit: 'ms' });
    record({ name: 'board.pageLoad', value: b.loadMs, unit: 'ms' });
    record({ name: 'board.dropPainted', value: dropPaintMs, unit: 'ms', budget: 16.7 });
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const profileOpen = await profileWarmOpen(page, server.url);
    out(`- sequence profile page opened warm (loaded again after sitting idle), navigation start to the profile shown: ${ms(profileOpen.median)}, median of ${profileOpen.samples.map(Math.round).join(', ')} (budget 300 ms: ${verdict(profileOpen.median, 300)})`);
    record({ name: 'sequencer.profileWarmOpen', value: profileOpen.median, unit: 'ms', budget: 300 });
    const estimate = await estimateTimes(server.url, cookie);
    out(`- sequence profile estimate, ${estimate.requests} answers one after another: p50 ${ms(estimate.p50)}, p95 ${ms(estimate.p95)} (budget 150 ms p95: ${verdict(estimate.p95, 150)})`);
    record({ name: 'sequencer.estimateP95', value: estimate.p95, unit: 'ms', budget: 150 });
    const panel = await panelFirstRender(page, server.url);
    out(`- sequence performance panel, navigation start to its first rows shown: ${ms(panel.median)}, median of ${panel.samples.map(Math.round).join(', ')}`);
    record({ name: 'performance.panelFirstRows', value: panel.median, unit: 'ms' });
    const list = await sequenceListTimes(server.url, cookie);
    out(`- sequence performance get-list with every filter, ${list.filtered.requests} answers one after another: p50 ${ms(list.filtered.p50)}, p95 ${ms(list.filtered.p95)} (budget 100 ms p95: ${verdict(list.filtered.p95, 100)}); whole agency, unfiltered and sorted by counts: p50 ${ms(list.wholeAgency.p50)}, p95 ${ms(list.wholeAgency.p95)}`);
    record({ name: 'performance.filteredListP95', value: list.filtered.p95, unit: 'ms', budget: 100 });
    record({ name: 'performance.wholeAgencyListP95', value: list.wholeAgency.p95, unit: 'ms' });
    // The replay runs in the same profile with no automation watching the
    // network (replay-bench.ts), so Playwright's browser closes first.
    await context.close();
    const { rep, checked: check, rawMs, workboxMs } = await replay(profile, server.url, 1000, (r) => verifyReplay(server, r));
    out(`- replay of ${rep.n} queued edits under the open board, in Chromium with no automation watching its network: ${ms(rep.ms)} (budget ${replayBudget / 1000} s: ${verdict(rep.ms, replayBudget)}); ${check.applied} applied once, ${check.wrongVersions} with a wrong version (duplicates or losses)`);
    record({ name: 'replay.ms', value: rep.ms, unit: 'ms', budget: replayBudget, raw: rawMs });
    record({ name: 'replay.wrongVersions', value: check.wrongVersions, unit: 'count', budget: 0 });
    record({ name: 'replay.workboxPeer.ms', value: workboxMs, unit: 'ms' });
    out(`  - raw: the same number of bare PATCHes one after another from the same page ${ms(rawMs)}; engine/raw ratio ${(rep.ms / rawMs).toFixed(2)} (budget 0.5: ${verdict(rep.ms / rawMs, 0.5)})`);
    out(`  - peer: the same number replayed as Workbox's BackgroundSyncPlugin queue does (one stored request after another) ${ms(workboxMs)}; engine/peer ratio ${(rep.ms / workboxMs).toFixed(2)}`);
    const load = await apiLoadInChild(server.url, cookie, apiPaths, 50, 10);
    out(`- API, a mix of calls, 50 connections for ${load.seconds} s, one server process: ${describeLoad(load)}`);
    recordLoad('api.mix', load);
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
  await settleAfterSeeding(server.database);
  out(`\n(seeded PGlite at scale ${scale} in ${ms(Date.now() - seedStart)})`);
  try {
    await measure('PGlite (embedded, the default)', 'pglite', server, 4_000);
    out('\n### Lighthouse 13, mobile preset: a first visit signed in, the first sync included (issue 16: performance at least 80)');
    out('(first with the preset as it is, then with its CPU slowdown calibrated to this host: the preset means a host of benchmark index 1,500-2,000; each the run of the median score of three)');
    for (const f of await lighthousePresetAndCalibrated(server.url, ['/meetings', '/tasks'])) {
      out(`- ${describeLighthouse(f)}`);
      const name = `lighthouse.${f.path.slice(1)}${f.cpuSlowdown === presetCpuSlowdown ? '' : '.calibrated'}`;
      record({ name: `${name}.performance`, value: f.score, unit: 'score', budget: 80 });
      f.scores.forEach((score, i) => record({ name: `${name}.performance.run${i + 1}`, value: score, unit: 'score' }));
      record({ name: `${name}.lcp`, value: f.lcpMs, unit: 'ms' });
      record({ name: `${name}.cls`, value: f.cls, unit: 'cls' });
      record({ name: `${name}.tbt`, value: f.tbtMs, unit: 'ms' });
      record({ name: `${name}.cpuSlowdown`, value: f.cpuSlowdown, unit: 'x' });
      record({ name: `${name}.benchmarkIndex`, value: f.benchmarkIndex, unit: 'index' });
    }
    out('\n### Fifty first syncs at once on PGlite (issue 17: light calls keep flowing)');
    const storm = await firstSyncStorm(server.url);
    out(`- ${describeStorm(storm)}`);
    record({ name: 'storm.light.p99', value: storm.light.p99, unit: 'ms' });
    record({ name: 'storm.light.p50', value: storm.light.p50, unit: 'ms' });
    record({ name: 'storm.light.errors', value: storm.light.errors, unit: 'count', budget: 0 });
    record({ name: 'storm.wall', value: storm.wallMs, unit: 'ms' });
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
    await settleAfterSeeding(server.database);
    out(`\n(seeded PostgreSQL at scale ${scale} in ${ms(Date.now() - t)})`);
    await measure('PostgreSQL 15 (throwaway cluster)', 'postgres', server, 2_000);
    out('\n### Prospects (issue 21) on PostgreSQL');
    for (const line of describeProspects(await benchProspects(server), 150)) out(line);
    await server.stop();
    // Issue 24: the pipeline list and the pull, each alone, on one process and
    // on two (SERVER_PROCESSES=2, README "PostgreSQL"), the documented way to scale out.
    out('\n### API under load (issue 24), 50 connections, autocannon');
    for (const r of await apiUnderLoad(cluster.url, scale, 10, out)) {
      out(`  - ${r.name}, ${r.processes === 1 ? 'one process' : 'two processes'}: p99 budget 100 ms ${verdict(r.load.p99, 100)}`);
      recordLoad(`api.${r.key}.${r.processes === 1 ? 'oneProcess' : 'twoProcesses'}`, r.load);
    }
  } finally {
    cluster.stop();
  }
}

writeFileSync('bench-report.md', `${lines.join('\n')}\n`);
writeBenchReport('bench-report.json', { seedScale: scale, db: only ?? 'both' });
console.log('\nWritten to bench-report.md and bench-report.json');
rmSync(distDir, { recursive: true, force: true });
