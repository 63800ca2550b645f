import { useSyncExternalStore } from 'react';

/** A value kept outside React: how to hear of its changes and read it. */
export type ExternalStore<T> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot?: () => T;
};

/** The current value of a store (e.g. data/sync/connection.ts), rendering again when it changes. */
export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
