import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../src/server/start-server';
import { startCluster, type Cluster } from '../bench/postgres-cluster';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * The server under test on PGlite on disk (default), or on PostgreSQL:
 * CHAOS_DB=postgres starts a private cluster it can restart; DATABASE_URL
 * uses a fresh database of that server (not restarted: it is not ours).
 * Server restarts and database restarts go one at a time.
 */
export async function startSystem(seed: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'chaos-'));
  const port = await freePort();
  let cluster: Cluster | null = null;
  let adminUrl: string | null = process.env.DATABASE_URL ?? null;
  if (!adminUrl && process.env.CHAOS_DB === 'postgres') {
    cluster = await startCluster();
    if (!cluster) throw new Error('CHAOS_DB=postgres: no PostgreSQL binaries under /usr/lib/postgresql');
    adminUrl = cluster.url;
  }
  const dbName = `chaos_${seed}_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl! });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  let databaseUrl: string | undefined;
  if (adminUrl) {
    await admin(`create database ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const start = () => startServer({ port, dataDir, databaseUrl, seedScale: 0.5, host: '127.0.0.1' });
  let server: RunningServer = await start();
  let chain: Promise<unknown> = Promise.resolve();
  const oneAtATime = (fn: () => Promise<void>) => {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  };
  const tally = { serverRestarts: 0, databaseRestarts: 0 };
  return {
    kind: adminUrl ? 'postgres' : 'pglite',
    url: server.url,
    tally,
    /**
     * Runs `fn` on the server's database between restarts: a restart asked
     * by a device (mid-batch) closes it under a query of the run otherwise.
     */
    withDb: <T>(fn: (db: RunningServer['database']['db']) => Promise<T>) => {
      let result: T;
      return oneAtATime(async () => {
        result = await fn(server.database.db);
      }).then(() => result);
    },
    /** Whether the database itself can be restarted (a private cluster). */
    canRestartDatabase: cluster !== null,
    restartServer: () =>
      oneAtATime(async () => {
        await server.stop();
        server = await start();
        tally.serverRestarts++;
      }),
    /** pg_ctl restart under the running server: it must find the database again by itself. */
    restartDatabase: () =>
      oneAtATime(async () => {
        await cluster!.restart();
        tally.databaseRestarts++;
      }),
    async stop() {
      await chain;
      await server.stop();
      if (adminUrl && !cluster) await admin(`drop database if exists ${dbName} with (force)`);
      cluster?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    /** A failed run leaves no cluster running and no files behind (best effort, synchronous: the process is ending). */
    abandon() {
      try {
        cluster?.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
