import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleReport = { initialGzKiB: number; initialFiles: string[]; chunks: { file: string; gzKiB: number }[] };

const gzKiB = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/**
 * Initial JS: the entry script of index.html and what it preloads (what a
 * first visit downloads before anything renders). Route chunks: the rest.
 */
export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const initialGzKiB = initial.reduce((sum, f) => sum + gzKiB(join(distDir, f)), 0);
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
    .map((f) => ({ file: f, gzKiB: gzKiB(join(distDir, 'assets', f)), size: statSync(join(distDir, 'assets', f)).size }))
    .sort((a, b) => b.gzKiB - a.gzKiB)
    .map(({ file, gzKiB: kib }) => ({ file, gzKiB: kib }));
  return { initialGzKiB, initialFiles: initial, chunks };
}
