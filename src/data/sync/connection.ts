import type { ExternalStore } from '../external-store';
import { syncEngine, watchSyncEngine } from './engine-instance';

/**
 * Calls `listener` when the connection may have changed: the browser's
 * online and offline events, and every state change of the page's engine
 * (whichever engine is running, across sign-in and sign-out).
 */
function subscribe(listener: () => void): () => void {
  let leaveEngine = syncEngine()?.subscribe(listener) ?? (() => {});
  const stopWatching = watchSyncEngine(() => {
    leaveEngine();
    leaveEngine = syncEngine()?.subscribe(listener) ?? (() => {});
    listener();
  });
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    leaveEngine();
    stopWatching();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the server can be reached, as the engine last saw it. The engine
 * learns from every pull and replay, so it sees a connection come back even
 * when the browser sends no 'online' event (Wi-Fi that regains the internet,
 * Chromium after a reload made offline) and sees one lost while the browser
 * still says online. Before the engine runs, the browser's own flag.
 */
export const connection: ExternalStore<boolean> = {
  subscribe,
  getSnapshot: () => syncEngine()?.getState().online ?? navigator.onLine,
  getServerSnapshot: () => true,
};

/**
 * When the engine last reached the server (its last pull, 0 before one). A
 * screen whose call did not get through asks again when this changes.
 */
export const serverReached: ExternalStore<number> = {
  subscribe,
  getSnapshot: () => syncEngine()?.getState().lastPulledAt ?? 0,
  getServerSnapshot: () => 0,
};
