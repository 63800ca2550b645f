import type { SyncEngine } from './engine';

let current: SyncEngine | null = null;

/** The running engine of this page, once the app has started it. */
export function setSyncEngine(engine: SyncEngine | null) {
  current = engine;
}

export function syncEngine(): SyncEngine | null {
  return current;
}
