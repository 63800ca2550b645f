import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Cluster = {
  url: string;
  stop: () => void;
  /** pg_ctl restart (fast: open connections are cut), without blocking the event loop. */
  restart: () => Promise<void>;
};

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return null;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A throwaway PostgreSQL cluster on a loopback port (as .ci/run makes), or null without binaries. */
export async function startCluster(): Promise<Cluster | null> {
  const bin = pgBin();
  if (!bin) return null;
  const root = process.getuid?.() === 0;
  const asPg = (cmd: string, args: string[]) =>
    root ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });
  if (root && spawnSync('id', ['postgres']).status !== 0) {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  if (root) execFileSync('chown', ['postgres:', dir]);
  chmodSync(dir, 0o700);
  asPg(join(bin, 'initdb'), ['-D', join(dir, 'data'), '--auth=trust', '-U', 'postgres', '--encoding=UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  asPg(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () =>
      new Promise<void>((resolve, reject) => {
        const args = [join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-m', 'fast', '-w', '-o', options, 'restart'];
        const [cmd, ...rest] = root ? ['runuser', '-u', 'postgres', '--', ...args] : args;
        execFile(cmd, rest, (error) => (error ? reject(error) : resolve()));
      }),
    stop: () => {
      try {
        asPg(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
