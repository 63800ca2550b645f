import { act, render } from '@testing-library/react';
import { startTransition, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useStore, type ExternalStore } from '../../../src/data/react/use-store';

function makeStore(initial: number): ExternalStore<number> & { set: (v: number) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => value,
    set: (v) => {
      value = v;
      for (const l of listeners) l();
    },
  };
}

const Reader = ({ store }: { store: ExternalStore<number> }) => <span>{useStore(store)}</span>;

describe('useStore', () => {
  it("shows the store's value and follows its changes", async () => {
    const store = makeStore(1);
    const view = render(<Reader store={store} />);
    expect(view.container.textContent).toBe('1');
    await act(async () => store.set(2));
    expect(view.container.textContent).toBe('2');
  });

  it('does not miss a change made between its render and its subscription', async () => {
    const store = makeStore(1);
    function ChangesAfterReading() {
      const value = useStore(store);
      // The store moves on right after this render read it (as the sync
      // engine's state does while a sliced render is under way).
      if (store.getSnapshot() === 1) store.set(2);
      return <span>{value}</span>;
    }
    const view = render(<ChangesAfterReading />);
    await act(async () => undefined);
    expect(view.container.textContent).toBe('2');
  });

  it('a change during a sliced (transition) render re-renders only its reader, not the whole tree again', async () => {
    // With useSyncExternalStore React throws a transition's render away when
    // a store it read changed meanwhile, and renders everything again in one
    // blocking pass: the app's first render was done twice (main.tsx).
    const count = async (read: (store: ExternalStore<number>) => number) => {
      const store = makeStore(1);
      let siblingRenders = 0;
      const Read = () => <span>{read(store)}</span>;
      function Sibling() {
        siblingRenders++;
        if (store.getSnapshot() === 1) store.set(2);
        return null;
      }
      const container = document.createElement('div');
      const root = createRoot(container);
      await act(async () => startTransition(() => root.render(<><Read /><Sibling /></>)));
      const shown = container.textContent;
      root.unmount();
      return { siblingRenders, shown };
    };
    expect(await count((s) => useSyncExternalStore(s.subscribe, s.getSnapshot))).toEqual({ siblingRenders: 2, shown: '2' });
    expect(await count((s) => useStore(s))).toEqual({ siblingRenders: 1, shown: '2' });
  });
});
