// Issue 17: fifty devices making their first sync at once on PGlite (one
// connection serves them all), while a rep already synced keeps working.
// What counts is that the rep's light calls keep flowing. `npm run bench`
// runs it; alone: `node --import tsx tests/bench/first-sync-storm-bench.ts`
// (DEVICES, SEED_SCALE).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startServer } from '../../src/server/start-server';
import { signInCookie } from './api-load-bench';

export type StormReport = {
  devices: number;
  wallMs: number;
  syncMs: { p50: number; max: number };
  pages: number;
  light: { calls: number; errors: number; p50: number; p95: number; p99: number; max: number };
  loadAverage: number;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;
};

const staff = ['admin@demo.test', 'sdr@demo.test', 'pdm@demo.test', 'dso@demo.test', 'ssdr@demo.test', 'strategist@demo.test', 'psm@demo.test', 'content@demo.test'];

/** `devices` first syncs at once (the demo staff in turn, each device its own session) against `base`; the light call is GET /me. */
export async function firstSyncStorm(url: string, devices = 50, pageSize = 2000): Promise<StormReport> {
  // By address, not by name: resolving 'localhost' runs in libuv's threads,
  // which these threads share with the server's compression of the pages, so
  // a light call's first connection waited seconds behind them (a stall of
  // this bench, not of a rep's browser on another machine).
  const base = url.replace('//localhost:', '//127.0.0.1:');
  // One after another: right passwords too take a slot of the address's
  // sign-in count until they are checked (decision 0030), and fifty at once
  // from one address are more than it allows.
  const deviceCookies: string[] = [];
  for (let i = 0; i < devices; i++) deviceCookies.push(await signInCookie(base, staff[i % staff.length]));
  const lightCookie = await signInCookie(base, 'sdr@demo.test');
  const file = new URL('./first-sync-storm-worker.ts', import.meta.url).href;
  // A worker does not inherit tsx's loader (Node 20): it registers it itself, as the chaos devices do.
  const thread = (data: unknown) =>
    new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(file)}); })`, { eval: true, workerData: data });
  const answer = <T>(worker: Worker) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const lightThread = thread({ role: 'light', base, cookie: lightCookie, path: '/me' });
  const lightAnswer = answer<{ light: number[]; errors: number }>(lightThread);
  const devicesThread = thread({ role: 'devices', base, cookies: deviceCookies, pageSize });
  const out = await answer<{ wallMs: number; syncs: { ms: number; pages: number }[] }>(devicesThread);
  lightThread.postMessage('stop');
  const { light, errors } = await lightAnswer;
  await Promise.all([devicesThread.terminate(), lightThread.terminate()]);
  const syncMs = out.syncs.map((s) => s.ms);
  return {
    devices,
    wallMs: out.wallMs,
    syncMs: { p50: percentile(syncMs, 0.5), max: Math.max(...syncMs) },
    pages: out.syncs.reduce((n, s) => n + s.pages, 0),
    light: { calls: light.length, errors, p50: percentile(light, 0.5), p95: percentile(light, 0.95), p99: percentile(light, 0.99), max: Math.max(...light) },
    loadAverage: loadavg()[0],
  };
}

export const describeStorm = (r: StormReport) =>
  `${r.devices} first syncs at once (${r.pages} pages) in ${(r.wallMs / 1000).toFixed(1)} s (each: p50 ${(r.syncMs.p50 / 1000).toFixed(1)} s, slowest ${(r.syncMs.max / 1000).toFixed(1)} s); meanwhile a rep's light calls (GET /me, one after another): ${r.light.calls} answered, ${r.light.errors} errors, p50 ${Math.round(r.light.p50)} ms, p95 ${Math.round(r.light.p95)} ms, p99 ${Math.round(r.light.p99)} ms, slowest ${Math.round(r.light.max)} ms; load ${r.loadAverage.toFixed(1)} on ${cpus().length} cores`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-storm-'));
  const server = await startServer({ port: 0, dataDir, seedScale: Number(process.env.SEED_SCALE ?? 1) });
  try {
    console.log(describeStorm(await firstSyncStorm(server.url, Number(process.env.DEVICES ?? 50))));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
