import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/seed/seed-database';

type DumpableClient = { dumpDataDir: (compression: 'gzip') => Promise<Blob> };

/**
 * Migrates and seeds an in-memory PGlite once and writes its data folder as a
 * gzipped tarball: loading that is much faster than migrating and seeding
 * again for every test file or browser run.
 */
export async function writeSeededPgliteDump(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDatabase(database.db, { scale: 1 });
    const client = (database.db as unknown as { $client: DumpableClient }).$client;
    const dump = await client.dumpDataDir('gzip');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** A private in-memory copy of the seeded database written by writeSeededPgliteDump. */
export async function openPgliteFromDump(file: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { pgliteExtensions } = await import('../../src/server/db/pglite-extensions');
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(file)]), extensions: pgliteExtensions });
  return { db: drizzle({ client }) as unknown as Database['db'], kind: 'pglite', close: () => client.close() };
}
