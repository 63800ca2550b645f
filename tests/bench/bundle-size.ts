import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleReport = {
  initialGzKiB: number;
  /** The entry scripts alone (index.html's module scripts: Rolldown's runtime and the initial chunk). */
  entryGzKiB: number;
  /** The stylesheets index.html links: render-blocking on a first visit. */
  initialCssGzKiB: number;
  initialFiles: string[];
  chunks: { file: string; gzKiB: number }[];
};

const gzKiB = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/**
 * Initial JS: the entry script of index.html and what it preloads (what a
 * first visit downloads before anything renders). Route chunks: the rest.
 */
export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const entries = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
  const initialGzKiB = initial.reduce((sum, f) => sum + gzKiB(join(distDir, f)), 0);
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
    .map((f) => ({ file: f, gzKiB: gzKiB(join(distDir, 'assets', f)) }))
    .sort((a, b) => b.gzKiB - a.gzKiB);
  return {
    initialGzKiB,
    entryGzKiB: entries.reduce((sum, f) => sum + gzKiB(join(distDir, f)), 0),
    initialCssGzKiB: css.reduce((sum, f) => sum + gzKiB(join(distDir, f)), 0),
    initialFiles: initial,
    chunks,
  };
}

// `node --import tsx tests/bench/bundle-size.ts DIST`: the figures of a build already made.
if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const r = measureBundle(process.argv[2] ?? 'dist');
  const f = (n: number) => `${n.toFixed(1)} KiB`;
  console.log(`entry ${f(r.entryGzKiB)}, initial JS ${f(r.initialGzKiB)} in ${r.initialFiles.length} files, initial CSS ${f(r.initialCssGzKiB)} (gzipped)`);
  console.log(`largest route chunks: ${r.chunks.slice(0, 5).map((c) => `${c.file} ${f(c.gzKiB)}`).join(', ')}`);
}
