import { useSyncExternalStore } from 'react';
import type { ExternalStore } from '../external-store';

export type { ExternalStore };

/** The current value of a store (e.g. data/sync/connection.ts), rendering again when it changes. */
export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
