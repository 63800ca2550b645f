// The dependency direction of README "Layout", as pure functions over
// repository-relative paths so they can be tested without files.

export type ImportEdge = {
  /** The importing file, relative to the repository root, with forward slashes. */
  from: string;
  /** The specifier as written: '../domain/x', 'valibot', 'node:fs'. */
  specifier: string;
  /** The imported path relative to the repository root for a relative import; null for a package. */
  target: string | null;
  /** `import type` / `export type`: erased at build, so it adds no runtime dependency. */
  typeOnly: boolean;
};

export type Layer =
  | { kind: 'domain' | 'data' | 'ui' | 'app' | 'server' | 'sw' | 'tests' | 'src' | 'other' }
  | { kind: 'features'; feature: string };

export function layerOf(path: string): Layer {
  const parts = path.split('/');
  if (parts[0] === 'sw') return { kind: 'sw' };
  if (parts[0] === 'tests') return { kind: 'tests' };
  if (parts[0] !== 'src') return { kind: 'other' };
  switch (parts[1]) {
    case 'domain':
    case 'data':
    case 'ui':
    case 'app':
    case 'server':
      return { kind: parts[1] };
    case 'features':
      return parts.length > 3 ? { kind: 'features', feature: parts[2] } : { kind: 'src' };
    default:
      return { kind: 'src' };
  }
}

const domainPackages = ['valibot', 'temporal-polyfill'];

/** The package a bare specifier names: '@scope/name' or 'name'. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const describe = (layer: Layer) =>
  layer.kind === 'features' ? `src/features/${layer.feature}` : layer.kind === 'sw' ? 'sw' : `src/${layer.kind}`;

/** The rule an import breaks, or null when it keeps the direction. */
export function layoutViolation(edge: ImportEdge): string | null {
  const from = layerOf(edge.from);
  if (from.kind === 'tests' || from.kind === 'other') return null;

  if (edge.target === null) {
    if (from.kind === 'domain' && !domainPackages.includes(packageName(edge.specifier))) {
      return `src/domain imports only valibot, temporal-polyfill and src/domain, not '${edge.specifier}'`;
    }
    return null;
  }

  const to = layerOf(edge.target);
  const what = `'${edge.specifier}' (${edge.target})`;
  if (to.kind === 'tests') return `${describe(from)} must not import tests: ${what}`;
  if (to.kind === 'other') {
    return from.kind === 'domain' ? `src/domain imports only src/domain: ${what}` : null;
  }
  // The browser code takes at most types from the server (README, Layout).
  const serverTypesOk = edge.typeOnly;

  switch (from.kind) {
    case 'domain':
      return to.kind === 'domain' ? null : `src/domain imports only src/domain, valibot and temporal-polyfill: ${what}`;
    case 'data':
      if (to.kind === 'server' && serverTypesOk) return null;
      return ['features', 'app', 'ui', 'server', 'sw', 'src'].includes(to.kind)
        ? `src/data must not import ${describe(to)}: ${what}`
        : null;
    case 'ui':
      return ['features', 'app', 'data', 'server', 'sw', 'src'].includes(to.kind)
        ? `src/ui must not import ${describe(to)}: ${what}`
        : null;
    case 'features':
      if (to.kind === 'features' && to.feature !== from.feature) {
        return `src/features/${from.feature} must not import another feature (${describe(to)}); move what they share into src/domain or src/ui: ${what}`;
      }
      if (to.kind === 'server' && serverTypesOk) return null;
      return ['app', 'server', 'sw', 'src'].includes(to.kind) ? `${describe(from)} must not import ${describe(to)}: ${what}` : null;
    case 'app':
      if (to.kind === 'server' && !serverTypesOk) return `src/app takes only types from src/server (use import type): ${what}`;
      return to.kind === 'sw' ? `src/app must not import sw: ${what}` : null;
    case 'src':
      if (to.kind === 'server' && !serverTypesOk) return `browser code takes only types from src/server (use import type): ${what}`;
      return null;
    case 'server':
      return to.kind === 'server' || to.kind === 'domain' ? null : `src/server imports only src/server and src/domain: ${what}`;
    case 'sw':
      return to.kind === 'sw' || to.kind === 'data' || to.kind === 'domain'
        ? null
        : `sw imports only sw, src/data and src/domain: ${what}`;
  }
}
