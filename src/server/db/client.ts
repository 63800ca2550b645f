import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makePrivate } from './private-files';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// One type for the two drivers and for a transaction (PgTransaction extends
// PgDatabase), so route code never cares which engine answers.
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * PostgreSQL only: hear NOTIFY on `channel` (what other server processes on
   * this database say) on a connection of its own, reconnecting when it
   * drops; `onGap` runs when messages may have been missed. Returns the stop.
   */
  listen?: (channel: string, onMessage: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions = {
  /** postgres://… — when set, PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  dataDir?: string;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? './data');
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite does not create parent folders.
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { drizzleTextParsers, forDrizzle } = await import('./pglite-parsers');
  const { pgliteExtensions } = await import('./pglite-extensions');
  const client = await PGlite.create(dataDir, { parsers: drizzleTextParsers, extensions: pgliteExtensions });
  // Issue 17: checked (and made so) at every start, after PGlite has written its files.
  if (onDisk) makePrivate(dataDir);
  const db = drizzle({ client: forDrizzle(client) });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 20) });
  // An idle connection that PostgreSQL closes (a restart, a failover, an
  // administrator) is an 'error' on the pool: without a listener Node would
  // end the whole server. The pool drops that connection and opens another.
  pool.on('error', (e) => console.warn(`PostgreSQL closed an idle connection: ${e.message}`));
  // A connection that fails while in use (a restart or a failover during a
  // transaction) has no pool listener: its 'error' would end the server too.
  // The statement on it fails with the reason, and the pool drops it at
  // once: its user may never give it back (drizzle's transaction does not
  // when BEGIN fails), which would lose a slot each time and keep
  // pool.end() waiting forever.
  const inUse = new Set<unknown>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (e) => {
      if (!inUse.has(client)) return; // idle: the pool's own listener drops it
      const release = client.release.bind(client);
      client.release = () => {};
      release(e);
    }),
  );
  const db = drizzle({ client: pool });
  await migrate(db, { migrationsFolder });

  async function listen(channel: string, onMessage: (payload: string) => void, onGap: () => void) {
    let client: InstanceType<typeof pg.default.Client> | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async (first: boolean) => {
      const c = new pg.default.Client({ connectionString: url });
      client = c;
      let lost = false;
      // A dropped connection (or one that failed to open): once per client,
      // say that messages may have been missed and try again in a second.
      const reconnect = () => {
        if (stopped || lost) return;
        lost = true;
        onGap();
        retry = setTimeout(() => void connect(false).catch(() => {}), 1000);
      };
      c.on('notification', (m) => {
        if (m.channel === channel) onMessage(m.payload ?? '');
      });
      c.on('error', (e) => console.warn(`PostgreSQL closed the LISTEN connection: ${e.message}`));
      c.on('end', reconnect);
      try {
        await c.connect();
        await c.query(`listen ${c.escapeIdentifier(channel)}`);
      } catch (e) {
        // At start the server fails with the reason; later it keeps trying.
        if (first) {
          stopped = true;
          await c.end().catch(() => {});
          throw e;
        }
        reconnect();
      }
    };
    await connect(true);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  }

  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), listen };
}
