import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutViolation } from './layout-rules';
import { readImports } from './read-imports';

// `npm run layout`: every import of src/, sw/ and tests/ against the
// dependency direction of README "Layout"; prints file:line: rule, exit 1 if any.

// LAYOUT_ROOT: check another tree (used to try the checker on fixtures).
const root = process.env.LAYOUT_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scanned = ['src', 'sw', 'tests'];
const skippedDirs = new Set(['node_modules', 'dist', '.tmp']);
const extensions = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.json'];

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

const toRepoPath = (absolute: string) => relative(root, absolute).split(sep).join('/');

/** The file a relative specifier names, or the bare path when none exists yet. */
function resolveRelative(fromFile: string, specifier: string): string {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier.replace(/\?.*$/, '')));
  const candidates = [base, ...extensions.map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)];
  // ESM style './x.js' for a './x.ts' file.
  if (/\.jsx?$/.test(base)) candidates.push(base.replace(/\.js(x?)$/, '.ts$1'));
  return candidates.find((c) => existsSync(join(root, c)) && !c.endsWith('/')) ?? base;
}

let violations = 0;
let files = 0;
for (const top of scanned) {
  for (const absolute of sourceFiles(join(root, top))) {
    files++;
    const file = toRepoPath(absolute);
    for (const imp of readImports(readFileSync(absolute, 'utf8'))) {
      const relativeImport = imp.specifier.startsWith('./') || imp.specifier.startsWith('../');
      const target = relativeImport ? resolveRelative(file, imp.specifier) : null;
      const rule = layoutViolation({ from: file, specifier: imp.specifier, target, typeOnly: imp.typeOnly });
      if (rule) {
        violations++;
        console.log(`${file}:${imp.line}: ${rule}`);
      }
    }
  }
}

if (violations) {
  console.log(`\nLayout check: ${violations} import(s) break the dependency direction of README "Layout".`);
  process.exit(1);
}
console.log(`Layout check: ${files} files, dependency direction kept.`);
