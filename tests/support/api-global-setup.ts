import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/seed/seed-database';
import { writeSeededPgliteDump } from './pglite-dump';
import { adminClient, withDatabase } from './test-database';

// Seeds once per run; every test file then starts from a copy (see
// test-database.ts), so files never see each other's writes.
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `tpl_${process.pid}`;
    const admin = await adminClient(url);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await seedDatabase(database.db, { scale: 1 });
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      const a = await adminClient(url);
      await a.query(`drop database if exists ${template} with (force)`);
      await a.end();
    };
  }
  const file = join(process.cwd(), '.tmp', `api-db-${process.pid}.tar.gz`);
  await writeSeededPgliteDump(file);
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rm(file, { force: true });
}
