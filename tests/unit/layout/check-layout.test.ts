// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { layoutViolation, type ImportEdge } from '../../layout/layout-rules';
import { readImports } from '../../layout/read-imports';

const local = (from: string, target: string, typeOnly = false): ImportEdge => ({
  from,
  specifier: `./${target.split('/').pop()}`,
  target,
  typeOnly,
});
const pkg = (from: string, specifier: string): ImportEdge => ({ from, specifier, target: null, typeOnly: false });

const breaks = (edge: ImportEdge) => expect(layoutViolation(edge), JSON.stringify(edge)).toBeTypeOf('string');
const keeps = (edge: ImportEdge) => expect(layoutViolation(edge), JSON.stringify(edge)).toBeNull();

describe('layout rules', () => {
  it('src/domain imports only valibot, temporal-polyfill and other domain files', () => {
    keeps(pkg('src/domain/a/x.ts', 'valibot'));
    keeps(pkg('src/domain/a/x.ts', 'temporal-polyfill'));
    keeps(local('src/domain/a/x.ts', 'src/domain/b/y.ts'));
    breaks(pkg('src/domain/a/x.ts', 'dexie'));
    breaks(pkg('src/domain/a/x.ts', 'node:fs'));
    breaks(local('src/domain/a/x.ts', 'src/data/db/app-db.ts'));
    breaks(local('src/domain/a/x.ts', 'src/server/http/env.ts', true));
  });

  it('src/data imports domain, data and libraries, never features, app, ui or server code', () => {
    keeps(local('src/data/x.ts', 'src/domain/a/y.ts'));
    keeps(local('src/data/x.ts', 'src/data/http/y.ts'));
    keeps(pkg('src/data/x.ts', 'dexie'));
    breaks(local('src/data/x.ts', 'src/features/meetings/y.ts'));
    breaks(local('src/data/x.ts', 'src/app/router.tsx'));
    breaks(local('src/data/x.ts', 'src/ui/button.tsx'));
    breaks(local('src/data/x.ts', 'src/server/app.ts'));
  });

  it('src/ui never imports features, app, data or server', () => {
    keeps(local('src/ui/a.tsx', 'src/ui/b.tsx'));
    keeps(local('src/ui/a.tsx', 'src/domain/x/y.ts'));
    keeps(pkg('src/ui/a.tsx', '@mantine/core'));
    breaks(local('src/ui/a.tsx', 'src/features/tasks/y.tsx'));
    breaks(local('src/ui/a.tsx', 'src/app/shell.tsx'));
    breaks(local('src/ui/a.tsx', 'src/data/db/app-db.ts'));
    breaks(local('src/ui/a.tsx', 'src/server/http/env.ts', true));
  });

  it('a feature never imports another feature, the app, or server code', () => {
    keeps(local('src/features/meetings/a.tsx', 'src/features/meetings/hooks/b.ts'));
    keeps(local('src/features/meetings/a.tsx', 'src/data/db/app-db.ts'));
    keeps(local('src/features/meetings/a.tsx', 'src/ui/b.tsx'));
    keeps(local('src/features/meetings/a.tsx', 'src/server/routes/sync.ts', true));
    breaks(local('src/features/meetings/a.tsx', 'src/features/tasks/b.tsx'));
    breaks(local('src/features/meetings/a.tsx', 'src/app/router.tsx'));
    breaks(local('src/features/meetings/a.tsx', 'src/server/routes/sync.ts'));
  });

  it('src/app imports anything in src but takes only types from the server', () => {
    keeps(local('src/app/routes/index.tsx', 'src/features/meetings/a.tsx'));
    keeps(local('src/app/main.tsx', 'src/data/db/app-db.ts'));
    keeps(local('src/app/main.tsx', 'src/server/http/env.ts', true));
    breaks(local('src/app/main.tsx', 'src/server/app.ts'));
  });

  it('src/server imports only server, domain and packages', () => {
    keeps(local('src/server/routes/a.ts', 'src/server/http/env.ts'));
    keeps(local('src/server/routes/a.ts', 'src/domain/access/roles.ts'));
    keeps(pkg('src/server/routes/a.ts', 'hono'));
    keeps(pkg('src/server/routes/a.ts', 'node:crypto'));
    breaks(local('src/server/routes/a.ts', 'src/data/http/transport.ts'));
    breaks(local('src/server/routes/a.ts', 'src/features/meetings/a.ts', true));
  });

  it('sw imports only sw, src/data and src/domain', () => {
    keeps(local('sw/sw.ts', 'sw/routes.ts'));
    keeps(local('sw/sw.ts', 'src/data/replay/drain.ts'));
    keeps(local('sw/sw.ts', 'src/domain/a/b.ts'));
    keeps(pkg('sw/sw.ts', 'workbox-precaching'));
    breaks(local('sw/sw.ts', 'src/features/meetings/a.ts'));
    breaks(local('sw/sw.ts', 'src/ui/a.tsx'));
  });

  it('nothing in src or sw imports tests; tests import anything', () => {
    breaks(local('src/app/main.tsx', 'tests/support/browser.ts'));
    breaks(local('src/server/app.ts', 'tests/support/api-client.ts'));
    breaks(local('sw/sw.ts', 'tests/support/x.ts'));
    keeps(local('tests/api/a.test.ts', 'src/server/app.ts'));
    keeps(local('tests/unit/a.test.ts', 'src/features/meetings/a.tsx'));
  });
});

describe('reading imports', () => {
  it('finds static, type-only, side-effect, re-export and dynamic imports with their lines', () => {
    const source = [
      "import * as v from 'valibot';",
      "import type { Db } from '../server/db/client';",
      'import {',
      '  a,',
      '  type B,',
      "} from './multi';",
      "import './side-effect.css';",
      "export { x } from './re-export';",
      "export type { Y } from './types';",
      "const lazy = () => import('./lazy');",
      "type T = typeof import('./typed');",
    ].join('\n');
    expect(readImports(source)).toEqual([
      { specifier: 'valibot', line: 1, typeOnly: false },
      { specifier: '../server/db/client', line: 2, typeOnly: true },
      // verbatimModuleSyntax keeps `import { type B }` as a runtime import.
      { specifier: './multi', line: 6, typeOnly: false },
      { specifier: './side-effect.css', line: 7, typeOnly: false },
      { specifier: './re-export', line: 8, typeOnly: false },
      { specifier: './types', line: 9, typeOnly: true },
      { specifier: './lazy', line: 10, typeOnly: false },
      { specifier: './typed', line: 11, typeOnly: true },
    ]);
  });

  it('ignores import-like text in comments and strings', () => {
    const source = [
      "// import x from '../server/app';",
      "/* import y from '../features/z'; */",
      "const text = \"import z from '../app/main'\";",
      "const url = 'http://example.test/a'; import ok from './ok';",
    ].join('\n');
    expect(readImports(source)).toEqual([{ specifier: './ok', line: 4, typeOnly: false }]);
  });
});
