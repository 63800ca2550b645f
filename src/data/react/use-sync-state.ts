import { useMemo } from 'react';
import type { SyncState } from '../sync/engine';
import { syncEngine } from '../sync/engine-instance';
import { useStore, type ExternalStore } from './use-store';

const idle: SyncState = {
  online: true,
  pulling: false,
  draining: false,
  progress: null,
  lastPulledAt: null,
  lastError: null,
  authRequired: false,
};

const noEngine: ExternalStore<SyncState> = { subscribe: () => () => {}, getSnapshot: () => idle };

/** The sync engine's state (data/react/use-store.ts: read without holding a sliced render back). */
export function useSyncState(): SyncState {
  const engine = syncEngine();
  const store = useMemo<ExternalStore<SyncState>>(() => (engine ? { subscribe: (l) => engine.subscribe(l), getSnapshot: () => engine.getState() } : noEngine), [engine]);
  return useStore(store);
}
