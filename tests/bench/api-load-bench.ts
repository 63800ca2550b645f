// Issue 24, the API under load: the pipeline list and the pull, each on its
// own, at 50 connections on PostgreSQL (one process and SERVER_PROCESSES=2).
// `npm run bench` runs it; alone: `node --import tsx tests/bench/api-load-bench.ts`
// (DATABASE_URL=postgres://… to reuse a seeded database, else a throwaway cluster).
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { desc, sql } from 'drizzle-orm';
import { changes } from '../../src/server/db/schema/sync';
import { meetings } from '../../src/server/db/schema/meetings';
import type { Database } from '../../src/server/db/client';
import { startProcesses } from '../../src/server/start-processes';
import { prepareDatabase } from '../../src/server/start-server';
import { apiLoadInChild, type LoadReport } from './api-load';
import { startCluster } from './postgres-cluster';

/** `key` names the case in bench-report.json. */
export type LoadCase = { key: string; name: string; paths: string[] };

/**
 * What the issue names: the pipeline list of the busiest clients (one
 * client's meetings, as the board and the client overview ask), and the pull
 * a device makes every minute (the last few dozen changes of the feed).
 */
export async function loadCases(database: Database): Promise<LoadCase[]> {
  const db = database.db;
  const busiest = await db
    .select({ clientId: meetings.clientId })
    .from(meetings)
    .groupBy(meetings.clientId)
    .orderBy(desc(sql`count(*)`))
    .limit(20);
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${changes.seq}), 0)::int` }).from(changes);
  return [
    { key: 'pipelineList', name: 'pipeline list (GET /api/clients/{id}/meetings, 20 busiest clients)', paths: busiest.map((b) => `/api/clients/${b.clientId}/meetings?exclude-deleted=1`) },
    { key: 'pull', name: 'pull (GET /api/sync/pull, the last 50 changes)', paths: [`/api/sync/pull?cursor=${Math.max(0, last - 50)}`] },
  ];
}

export async function signInCookie(base: string, email = 'admin@demo.test'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const describeLoad = (load: LoadReport) =>
  `${load.requests} requests, ${load.errors} errors, p50 ${Math.round(load.p50)} ms, p97.5 ${Math.round(load.p97_5)} ms, p99 ${Math.round(load.p99)} ms; generator CPU ${Math.round(load.generatorCpuMs)} ms; load ${load.loadAverage.toFixed(1)} on ${cpus().length} cores`;

export type CaseResult = { key: string; name: string; processes: number; load: LoadReport };

/** Each case on one process, then on two (the documented way to scale out). */
export async function apiUnderLoad(databaseUrl: string, seedScale: number, seconds = 10, log = console.log): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  const runCases = async (url: string, cookie: string, cases: LoadCase[], processes: 1 | 2) => {
    for (const c of cases) {
      const load = await apiLoadInChild(url, cookie, c.paths, 50, seconds);
      log(`- ${c.name}, ${processes === 1 ? 'one process' : 'two processes'}: ${describeLoad(load)}`);
      results.push({ key: c.key, name: c.name, processes, load });
    }
  };
  // The cases from the database (seeded here if it is empty).
  const database = await prepareDatabase({ port: 0, databaseUrl, seedScale });
  let cases: LoadCase[];
  try {
    cases = await loadCases(database);
  } finally {
    await database.close();
  }
  // Each server in a process of its own, as `npm start` runs it: started
  // inside this one, the server shared its heap with the bench's (a million
  // prospects seeded, every report so far), and its collections were the
  // bench's too.
  const one = await startProcesses({ port: 0, processes: 1, databaseUrl });
  let cookie: string;
  try {
    cookie = await signInCookie(one.url);
    await runCases(one.url, cookie, cases, 1);
  } finally {
    await one.stop();
  }
  const two = await startProcesses({ port: 0, processes: 2, databaseUrl });
  try {
    await runCases(two.url, cookie, cases, 2);
  } finally {
    await two.stop();
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scale = Number(process.env.SEED_SCALE ?? 10);
  const cluster = process.env.DATABASE_URL ? null : await startCluster();
  const url = process.env.DATABASE_URL ?? cluster?.url;
  if (!url) throw new Error('no PostgreSQL: set DATABASE_URL or install the Debian packages');
  try {
    await apiUnderLoad(url, scale, Number(process.env.LOAD_SECONDS ?? 10));
  } finally {
    cluster?.stop();
  }
}
