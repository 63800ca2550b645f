import { useEffect, useState } from 'react';
import type { ExternalStore } from '../external-store';

export type { ExternalStore };

/**
 * The current value of a store (e.g. data/sync/connection.ts), rendering
 * again when it changes.
 *
 * Not `useSyncExternalStore`: when a store read that way changes while React
 * renders in slices (a transition: the app's first render, main.tsx), React
 * throws the slices away and renders the whole tree again in one blocking
 * task. The sync engine's state changes many times a second during a first
 * sync, so the app's first render was done twice, the second time as a
 * 120 ms task. Here a change is picked up by the subscription, after the
 * render: a component may show the previous value for that one render.
 */
export function useStore<T>(store: ExternalStore<T>): T {
  const [seen, setSeen] = useState(() => ({ store, value: store.getSnapshot() }));
  useEffect(() => {
    const update = () => {
      const value = store.getSnapshot();
      setSeen((s) => (s.store === store && Object.is(s.value, value) ? s : { store, value }));
    };
    // A change between the render and this subscription.
    update();
    return store.subscribe(update);
  }, [store]);
  return seen.store === store ? seen.value : store.getSnapshot();
}
