import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm test`: every check in order, each timed; the first failure stops the
// run with a non-zero exit.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

type Step = { name: string; run: () => Promise<void> };

function command(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): () => Promise<void> {
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`${[cmd, ...args].join(' ')} ended with ${signal ?? `exit code ${code}`}`));
      });
    });
}

async function checkChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium was not found at ${path}; the browser tests need it.\n` +
        `  Install Debian's Chromium:  sudo apt-get install -y chromium\n` +
        `  or point CHROMIUM_PATH at a Chromium executable.`,
    );
  }
  console.log(`Chromium: ${path}`);
}

const chaos = join(root, 'tests', 'chaos', 'run.ts');

const steps: Step[] = [
  { name: 'type check (tsc -b)', run: command(bin('tsc'), ['-b']) },
  { name: 'layout check', run: command(process.execPath, ['--import', 'tsx', 'tests/layout/check-layout.ts']) },
  // oxlint with type information (.oxlintrc.json), then knip (knip.jsonc): decision 0026.
  { name: 'lint (oxlint)', run: command(bin('oxlint'), ['src', 'sw', 'tests']) },
  { name: 'unused code (knip)', run: command(bin('knip'), []) },
  { name: 'Chromium', run: checkChromium },
  { name: 'unit tests', run: command(bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-node']) },
  { name: 'API tests', run: command(bin('vitest'), ['run', '--project', 'api']) },
  { name: 'browser tests', run: command(bin('vitest'), ['run', '--project', 'e2e']) },
  ...(existsSync(chaos)
    ? [{ name: 'chaos (3 rounds)', run: command(process.execPath, ['--import', 'tsx', chaos], { CHAOS_ROUNDS: '3' }) }]
    : []),
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const done: string[] = [];
for (const [i, step] of steps.entries()) {
  const label = `[${i + 1}/${steps.length}] ${step.name}`;
  console.log(`\n▶ ${label}`);
  const t = Date.now();
  try {
    await step.run();
  } catch (err) {
    const failed = `✗ ${label} failed after ${seconds(Date.now() - t)}`;
    console.error(`\n${failed}\n${err instanceof Error ? err.message : String(err)}`);
    console.log('\nSummary:');
    for (const line of [...done, failed]) console.log(`  ${line}`);
    console.error(`npm test: FAILED at "${step.name}" (${seconds(Date.now() - started)} in all)`);
    process.exit(1);
  }
  const line = `✓ ${label} ${seconds(Date.now() - t)}`;
  done.push(line);
  console.log(line);
}
console.log('\nSummary:');
for (const line of done) console.log(`  ${line}`);
console.log(`npm test: all ${steps.length} steps passed in ${seconds(Date.now() - started)}`);
