import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * The compressed script a first visit of a screen downloads: index.html's
 * scripts, the signed-in frame (`_app`) and the screen's own chunk, with
 * everything they import statically (what the browser fetches before the
 * screen can render). Rolldown's placement of shared code moves with each
 * change of imports, and a screen's download with it (decision 0042): this
 * shows it per screen, not per file.
 */
export function screenDownloadKiB(distDir: string, screens: string[]): { screen: string; brKiB: number; files: number }[] {
  const dir = join(distDir, 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const bytes = (f: string) => statSync(join(dir, existsSync(join(dir, `${f}.br`)) ? `${f}.br` : f)).size;
  const imports = (f: string) => [...readFileSync(join(dir, f), 'utf8').matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
  const chunksOf = (name: string) => files.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  return screens.map((screen) => {
    const seen = new Set<string>();
    const queue = [...fromHtml, ...chunksOf('_app'), ...chunksOf(screen)];
    while (queue.length) {
      const f = queue.pop()!;
      if (seen.has(f) || !files.includes(f)) continue;
      seen.add(f);
      queue.push(...imports(f));
    }
    return { screen, brKiB: [...seen].reduce((sum, f) => sum + bytes(f), 0) / 1024, files: seen.size };
  });
}

// `node --import tsx tests/bench/bundle-size.ts DIST`: the figures of a build already made.
if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const r = measureBundle(process.argv[2] ?? 'dist');
  const f = (n: number) => `${n.toFixed(1)} KiB`;
  console.log(`entry ${f(r.entryGzKiB)}, initial JS ${f(r.initialGzKiB)} in ${r.initialFiles.length} files, initial CSS ${f(r.initialCssGzKiB)} (gzipped)`);
  console.log(`largest route chunks: ${r.chunks.slice(0, 5).map((c) => `${c.file} ${f(c.gzKiB)}`).join(', ')}`);
}
