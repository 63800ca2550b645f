import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openPgliteFromDump } from './pglite-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a gzipped data dir holding the migrated, seeded database. */
    pgliteDump: string;
    /** PostgreSQL: the seeded template database to copy per test file. */
    pgTemplate: string;
  }
}

/**
 * A fresh seeded database for one test file: a copy of the dump made once by
 * the global setup (PGlite), or a database created from the seeded template
 * (PostgreSQL, when DATABASE_URL is set).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = await adminClient(url);
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const db = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      ...db,
      close: async () => {
        await db.close();
        const a = await adminClient(url);
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  return openPgliteFromDump(inject('pgliteDump'));
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminClient(url: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  return client;
}
