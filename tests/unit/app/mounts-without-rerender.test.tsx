import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Profiler, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editLibrarySource } from '../../../vite.config';

// floating-ui (under every Mantine popover, menu and select) keeps a
// popover's anchor element in state, set from a ref callback, so inside
// React's commit. The build edits that into a transition (decision 0052);
// these tests load floating-ui as published and as the build edits it, and
// count the commits a mount makes before React hands the thread back.

type FloatingModule = { useFloating: () => { refs: { setReference: (node: HTMLElement | null) => void }; elements: { reference: unknown; domReference?: unknown } } };

const require = createRequire(import.meta.url);
// Beside node_modules, so the copies' own imports (react, @floating-ui/dom) resolve as the originals' do.
const dir = join(process.cwd(), 'node_modules', '.cache', 'mounts-without-rerender-test');
const loaded: Record<string, FloatingModule> = {};

async function load(name: 'react-dom' | 'react', edited: boolean): Promise<FloatingModule> {
  const path = require.resolve(`@floating-ui/${name}`).replace(/\.js$|\.umd\.js$|\.cjs$/, '.mjs');
  const source = readFileSync(path, 'utf8');
  let text = edited ? editLibrarySource(path, source) : source;
  if (text === null) throw new Error(`the build has no edit for ${path}`);
  // floating-ui/react builds on floating-ui/react-dom: the copy of the same kind.
  text = text.replace(`from '@floating-ui/react-dom'`, `from './react-dom-${edited}.mjs'`);
  const file = join(dir, `${name}-${edited}.mjs`);
  writeFileSync(file, text);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as FloatingModule;
}

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  // React as it runs in the browser: no act() batching.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  for (const edited of [false, true]) {
    loaded[`react-dom-${edited}`] = await load('react-dom', edited);
    loaded[`react-${edited}`] = await load('react', edited);
  }
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Mounts an anchor in one synchronous render; the commits made by then, and a way to wait for more. */
function mountAnchor(lib: FloatingModule) {
  const commits: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  function Anchor() {
    const { refs, elements } = lib.useFloating();
    return (
      <button type="button" ref={refs.setReference} data-anchored={String(!!(elements.domReference ?? elements.reference))}>
        anchor
      </button>
    );
  }
  const tree = (children: ReactNode) => (
    <Profiler id="anchor" onRender={(_id, phase) => commits.push(phase)}>
      {children}
    </Profiler>
  );
  const root = createRoot(container);
  flushSync(() => root.render(tree(<Anchor />)));
  const atOnce = [...commits];
  return { atOnce, commits, button: container.querySelector('button')!, unmount: () => root.unmount() };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return check();
}

describe.each(['react-dom', 'react'] as const)("floating-ui's %s anchor", (name) => {
  it('as published, renders again inside the commit that mounts it (what the edit removes)', () => {
    const mounted = mountAnchor(loaded[`${name}-false`]);
    // React's own name for an update scheduled while committing.
    expect(mounted.atOnce).toEqual(['mount', 'nested-update']);
    mounted.unmount();
  });

  it("as the build edits it, mounts in one commit, and has the anchor in state soon after (what an opened dropdown's position needs)", async () => {
    const mounted = mountAnchor(loaded[`${name}-true`]);
    expect(mounted.atOnce).toEqual(['mount']);
    expect(mounted.button.dataset.anchored).toBe('false');
    expect(await until(() => mounted.button.dataset.anchored === 'true')).toBe(true);
    expect(mounted.commits).toEqual(['mount', 'update']);
    mounted.unmount();
  });
});
