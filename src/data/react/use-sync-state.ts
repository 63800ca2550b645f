import { useCallback, useSyncExternalStore } from 'react';
import type { SyncState } from '../sync/engine';
import { syncEngine } from '../sync/engine-instance';

const idle: SyncState = {
  online: true,
  pulling: false,
  draining: false,
  progress: null,
  lastPulledAt: null,
  lastError: null,
  authRequired: false,
};

const noop = () => () => {};

export function useSyncState(): SyncState {
  const engine = syncEngine();
  const subscribe = useCallback((listener: () => void) => (engine ? engine.subscribe(listener) : noop()), [engine]);
  const getState = useCallback(() => (engine ? engine.getState() : idle), [engine]);
  return useSyncExternalStore(subscribe, getState);
}
