import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeededPgliteDump } from './pglite-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e2e: the app built by Vite once for this run. */
    e2eDistDir: string;
    /** e2e: a gzipped PGlite data dir holding the migrated, seeded database. */
    e2eDump: string;
  }
}

// Builds the app and seeds the database once; every browser test file then
// serves that build on its own copy of the database (see browser.ts).
export default async function setup(project: TestProject) {
  const tmp = join(process.cwd(), '.tmp');
  const distDir = join(tmp, `e2e-dist-${process.pid}`);
  const dump = join(tmp, `e2e-db-${process.pid}.tar.gz`);
  const cleanup = async () => {
    await rm(distDir, { recursive: true, force: true });
    await rm(dump, { force: true });
  };
  // allSettled: a failed build must not leave the dump being written behind.
  const results = await Promise.allSettled([buildApp(distDir), writeSeededPgliteDump(dump)]);
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await cleanup();
    throw failure.reason;
  }
  project.provide('e2eDistDir', distDir);
  project.provide('e2eDump', dump);
  return cleanup;
}

function buildApp(distDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const child = spawn(join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      // Vitest sets NODE_ENV=test, which would give React's development build.
      env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => output.push(d));
    child.stderr.on('data', (d: Buffer) => output.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (exit ${code}):\n${Buffer.concat(output).toString()}`));
    });
  });
}
