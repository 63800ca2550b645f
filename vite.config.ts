import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { apiPrefixes } from './src/domain/api/api-prefixes.ts';
import { parentRouteFiles, routePreloadsFile, routeSegments, type RoutePreload } from './src/server/http/route-preloads.ts';

// The dev server proxies API calls to the Hono server started beside it by
// `npm run dev`; browser navigations (Accept: text/html) stay with Vite so
// app routes such as /meeting/new are not sent to the API.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxy = Object.fromEntries(
  apiPrefixes.map((prefix) => [
    prefix,
    {
      target: apiTarget,
      bypass: (req: { headers: Record<string, string | string[] | undefined> }) =>
        String(req.headers.accept ?? '').includes('text/html') && !prefix.startsWith('/api')
          ? '/index.html'
          : undefined,
    },
  ]),
);

/**
 * The stylesheet before the module preloads: it is what the first paint waits
 * for, and listed after three dozen preloads it got the slow phone's bandwidth
 * last (Lighthouse's mobile preset).
 */
const stylesheetFirst = {
  name: 'stylesheet-first',
  enforce: 'post' as const,
  transformIndexHtml: {
    order: 'post' as const,
    handler(html: string) {
      const sheets = html.match(/^\s*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
      if (!sheets.length) return html;
      const rest = sheets.reduce((h, sheet) => h.replace(sheet, ''), html);
      return rest.replace(/(<title>[^<]*<\/title>\n)/, `$1${sheets.join('')}`);
    },
  },
};

/**
 * Mount effects made without a synchronous render (decisions 0045, 0052).
 * Mantine's `useId` renders a React id, then sets a random one in a layout
 * effect; its `Portal` renders nothing, then sets `mounted` in a layout
 * effect, though by default every portal shares one node in the body; and
 * floating-ui, under every popover, menu and select, keeps the anchor's
 * element in state, set from a ref callback, and so does Mantine's Popover
 * (for its outside-click check). Each such update inside React's
 * commit is a synchronous render of the component again, and it pulls the
 * whole first screen's passive effects into the same task: on a first visit
 * of the board, some thirty components (the header's popovers, the filters,
 * the closed modals and drawer) and the longest task of the load. Here
 * `useId` keeps React's id (stable, unique in the app's one root), a portal
 * onto the shared node has it at its first render, and the anchor's state is
 * set in a transition (the element itself is in floating-ui's ref at once;
 * the state only re-runs the positioning and the outside-click check, which
 * an open dropdown needs and a closed one does not). The source is edited, not replaced, so an upgrade
 * that changes it fails the build here instead of being silently
 * overridden. The dev server's pre-bundling gets the same edits.
 */
const mountEdits: { file: RegExp; from: string; to: string }[] = [
  {
    file: /@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/,
    from: `const [uuid, setUuid] = useState(\`mantine-\${reactId.replace(/:/g, "")}\`);
	const hasInitializedRef = useRef(false);
	useIsomorphicEffect(() => {
		if (hasInitializedRef.current) return;
		hasInitializedRef.current = true;
		setUuid(randomId());
	}, []);`,
    to: `const uuid = \`mantine-\${reactId.replace(/[^\\w-]/g, "")}\`;`,
  },
  {
    file: /@mantine\/core\/esm\/components\/Portal\/Portal\.mjs$/,
    from: `const [mounted, setMounted] = useState(false);
	const nodeRef = useRef(null);
	useIsomorphicEffect(() => {
		setMounted(true);`,
    to: `const shared = !target && reuseTargetNode;
	const [mounted, setMounted] = useState(shared);
	const nodeRef = useRef(null);
	if (shared && !nodeRef.current) nodeRef.current = getTargetNode({ target, reuseTargetNode, ...others });
	useIsomorphicEffect(() => {
		if (!shared) setMounted(true);`,
  },
  {
    file: /@floating-ui\/react-dom\/dist\/floating-ui\.react-dom\.mjs$/,
    from: `    if (node !== referenceRef.current) {
      referenceRef.current = node;
      _setReference(node);
    }`,
    to: `    if (node !== referenceRef.current) {
      referenceRef.current = node;
      React.startTransition(() => _setReference(node));
    }`,
  },
  {
    file: /@floating-ui\/react\/dist\/floating-ui\.react\.mjs$/,
    from: `    if (isElement(node) || node === null) {
      domReferenceRef.current = node;
      setDomReference(node);
    }`,
    to: `    if (isElement(node) || node === null) {
      domReferenceRef.current = node;
      React.startTransition(() => setDomReference(node));
    }`,
  },
  {
    file: /@mantine\/core\/esm\/components\/Popover\/Popover\.mjs$/,
    from: `import { useCallback, useRef, useState } from "react";`,
    to: `import { startTransition, useCallback, useRef, useState } from "react";`,
  },
  {
    file: /@mantine\/core\/esm\/components\/Popover\/Popover\.mjs$/,
    from: `		setTargetNode(node);
		popover.floating.refs.setReference(node);`,
    to: `		startTransition(() => setTargetNode(node));
		popover.floating.refs.setReference(node);`,
  },
];

/** A library module's source with its edits, or null when it has none (unit tests apply them too). */
export function editLibrarySource(path: string, source: string): string | null {
  const edits = mountEdits.filter((e) => e.file.test(path));
  if (!edits.length) return null;
  return edits.reduce((text, edit) => {
    if (!text.includes(edit.from)) throw new Error(`${path}: the source changed; review the edit in vite.config.ts (decisions 0045, 0052)`);
    return text.replace(edit.from, edit.to);
  }, source);
}

const mountsWithoutRerender = () => ({
  name: 'mounts-without-rerender',
  async load(id: string) {
    const path = id.split('?')[0];
    if (!mountEdits.some((e) => e.file.test(path))) return null;
    return editLibrarySource(path, await readFile(path, 'utf8'));
  },
});

/**
 * Brotli and gzip copies of the built scripts and stylesheets, which the
 * server sends in their place to a browser that accepts them (serveStatic's
 * `precompressed`, src/server/http/static-app.ts). Sent plain, a first visit
 * on Lighthouse's slow phone spent some 4 s fetching 534 KB of script and
 * 251 KB of stylesheet before its first paint. Compressed once here, at the
 * highest levels, rather than on every request. The service worker is left
 * alone: its file is finished by the PWA plugin, and a copy made before
 * that would be stale.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|css|svg|webmanifest)$/.test(f) && !/(^|\/)sw\.m?js$/.test(f));
        await Promise.all(
          files.map(async (file) => {
            const path = join(outDir, file);
            const data = await readFile(path);
            if (data.length < 1024) return;
            const [br, gzipped] = await Promise.all([
              brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
              gz(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
        );
      },
    },
  };
};

/**
 * Writes route-preloads.json: for each screen (a leaf file of the routes
 * folder), the scripts and stylesheets its code-split parts need, with its
 * layouts' (src/server/http/route-preloads.ts). What index.html loads
 * already (the entry and what it imports) is left out.
 */
const routePreloads = (): Plugin => ({
  name: 'route-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const withImports = (start: string[], into = new Set<string>()) => {
      for (const file of start) {
        if (into.has(file)) continue;
        into.add(file);
        withImports(byFile.get(file)?.imports ?? [], into);
      }
      return into;
    };
    const loadedByIndex = withImports(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    // Route file (relative to the routes folder) → the chunks of its split parts.
    const splitChunks = new Map<string, Set<string>>();
    const routeFiles = new Set<string>();
    for (const chunk of chunks) {
      for (const id of chunk.moduleIds) {
        const match = /\/src\/app\/routes\/(.+?\.tsx)(\?tsr-split=.*)?$/.exec(id);
        if (!match) continue;
        routeFiles.add(match[1]);
        if (match[2]) splitChunks.set(match[1], (splitChunks.get(match[1]) ?? new Set()).add(chunk.fileName));
      }
    }
    const files = [...routeFiles];
    const isLayout = (file: string) => files.some((f) => f.startsWith(`${file.replace(/\.tsx$/, '')}/`));
    const table: RoutePreload[] = [];
    for (const file of files) {
      const segments = routeSegments(file);
      if (!segments || isLayout(file)) continue;
      const scripts = new Set<string>();
      for (const route of [...parentRouteFiles(file, files), file]) withImports([...(splitChunks.get(route) ?? [])], scripts);
      const loaded = [...scripts].filter((f) => !loadedByIndex.has(f));
      const styles = new Set(loaded.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
      table.push({ segments, scripts: loaded.map((f) => `/${f}`), styles: [...styles].map((f) => `/${f}`) });
    }
    this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(table) });
  },
});

/** A module with no imports other than types (a leaf of the module graph). */
const importsNothing = (id: string) => {
  try {
    return !/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*['"]|^\s*import\s*['"]/m.test(readFileSync(id, 'utf8'));
  } catch {
    return false;
  }
};

export default defineConfig({
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Rolldown merges code shared by several routes into the entry chunk by
      // default (it is loaded first anyway): every first visit then downloads
      // and compiles the popovers, menus and charts' shared code of screens it
      // may never open. Kept in shared chunks, each route loads what it uses
      // (decision 0035).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: [
            // What every start loads, in one file: index.html then preloads
            // two files, not forty, and a slow phone pays one round trip.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The domain's small modules that import nothing (labels, ids,
            // constants), used by several routes, in one file of their own.
            // Left to the group below, each was merged into whichever chunk
            // shared the most routes with it, and a route needing a label
            // helper then downloaded the board's code with it.
            { name: 'shared-leaves', test: (id: string) => /\/src\/domain\/.+\.ts$/.test(id) && importsNothing(id), minShareCount: 2, priority: 1.5 },
            // Code shared by several routes, split by the set of routes that
            // use it (so a route loads what it uses), with the pieces under
            // 8 KiB merged into their nearest neighbour: about a hundred files
            // of a few hundred bytes each made a profile's first open insert
            // and fetch 108 modules (decision 0027).
            { name: 'shared', minShareCount: 2, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 8 * 1024 },
          ],
        },
      },
    },
  },
  server: { proxy },
  optimizeDeps: { rolldownOptions: { plugins: [mountsWithoutRerender()] } },
  plugins: [
    { ...mountsWithoutRerender(), enforce: 'pre' },
    stylesheetFirst,
    routePreloads(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'SDR Ops — meetings, pipeline and call tasks',
        short_name: 'SDR Ops',
        description: 'Book meetings, work call tasks and move the pipeline, online or off.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // svg and webmanifest are left out: the plugin adds them itself (they would be precached twice).
        globPatterns: ['**/*.{js,css,html,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
});
