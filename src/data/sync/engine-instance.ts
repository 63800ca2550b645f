import type { SyncEngine } from './engine';

let current: SyncEngine | null = null;
const watchers = new Set<() => void>();

/** The running engine of this page, once the app has started it. */
export function setSyncEngine(engine: SyncEngine | null) {
  current = engine;
  for (const watcher of watchers) watcher();
}

export function syncEngine(): SyncEngine | null {
  return current;
}

/** Calls `listener` whenever the page's engine is set or replaced (sign-in, sign-out). */
export function watchSyncEngine(listener: () => void): () => void {
  watchers.add(listener);
  return () => {
    watchers.delete(listener);
  };
}
