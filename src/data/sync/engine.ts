import type { AppDb } from '../db/app-db';
import { isTransportError } from '../http/transport-error';
import { drainOutbox, type DrainResult } from './replay';
import { firstSyncInWorker, releasePreparedWorker, type FirstSyncRun } from './first-sync-in-worker';
import { firstSyncDone, pullChanges, type PullProgress } from './pull';
import { retryWaitingNow } from './settle';

export type SyncState = {
  online: boolean;
  pulling: boolean;
  draining: boolean;
  /** First sync and long pulls: rows applied of rows expected. */
  progress: PullProgress | null;
  lastPulledAt: number | null;
  lastError: string | null;
  /** The server answered 401: everything waits until the rep signs in again. */
  authRequired: boolean;
};

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export type EngineOptions = {
  db: AppDb;
  pullIntervalMs?: number;
  /** While the server cannot be reached, how often a pull looks for it again. */
  offlineProbeMs?: number;
  /** Ask the service worker to drain when the browser is back online. */
  registerBackgroundSync?: () => void;
  /** How a first sync runs: in its own worker by default (decision 0037). */
  runFirstSync?: (db: AppDb, onProgress: (progress: PullProgress) => void) => FirstSyncRun;
};

/**
 * Keeps the mirror fresh and the outbox moving (decision 0001): at
 * start, on reconnect, on focus, after the outbox drains, on a timer, and
 * whenever a command queues an edit.
 */
export function createSyncEngine(options: EngineOptions) {
  const { db } = options;
  let state: SyncState = {
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    pulling: false,
    draining: false,
    progress: null,
    lastPulledAt: null,
    lastError: null,
    authRequired: false,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<SyncState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  let pulling: Promise<void> | null = null;
  /** A write committed while a pull was under way, which may have read before it. */
  let pullAgain = false;
  let draining: Promise<DrainResult | null> | null = null;
  let drainAgain = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let probe: ReturnType<typeof setInterval> | undefined;
  // Tells the app's other tabs that an edit was queued: the tab that queued
  // it may be closed before it sends it, and the others would otherwise
  // find it only on their next timer or focus.
  let queuedChannel: BroadcastChannel | null = null;
  let firstSync: FirstSyncRun | null = null;
  // Counts the browser's 'offline' events. An answer to a call sent before
  // the latest one tells of a connection that was, not one that is: it must
  // not undo the event (the screens would say online for a minute).
  let offlineEvents = 0;
  const reachedSince = (events: number) => (events === offlineEvents ? { online: true } : {});

  const failed = (e: unknown) => {
    if (isTransportError(e) && e.status === 401) set({ authRequired: true });
    else if (isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout')) set({ online: false });
    else set({ lastError: e instanceof Error ? e.message : String(e) });
  };

  function pull(): Promise<void> {
    if (state.authRequired) return Promise.resolve();
    pulling ??= (async () => {
      const events = offlineEvents;
      set({ pulling: true });
      try {
        const onProgress = (progress: PullProgress) => set({ progress });
        // The first sync (tens of thousands of rows) runs off the page's
        // thread; the pulls after it are small and stay here.
        if (!(await firstSyncDone(db))) {
          firstSync = (options.runFirstSync ?? firstSyncInWorker)(db, onProgress);
          try {
            await firstSync.done;
          } finally {
            firstSync = null;
          }
        } else {
          releasePreparedWorker();
          await pullChanges({ db, onProgress });
        }
        const cameBack = !state.online && events === offlineEvents;
        set({ lastPulledAt: Date.now(), lastError: null, ...reachedSince(events) });
        // The connection came back without an 'online' event (Wi-Fi that
        // regains the internet, or Chromium after an offline reload): send
        // what waited instead of sitting out the backoff.
        if (cameBack) void retryWaitingNow(db).then(() => drain());
      } catch (e) {
        failed(e);
      } finally {
        set({ pulling: false, progress: null });
        pulling = null;
        if (pullAgain) {
          pullAgain = false;
          void pull();
        }
      }
    })();
    return pulling;
  }

  /** The server changed (a write answered): pull, after the pull under way if there is one. */
  function pullAfterWrite(): Promise<void> {
    if (pulling) pullAgain = true;
    return pull();
  }

  async function runDrain(): Promise<DrainResult | null> {
    const events = offlineEvents;
    set({ draining: true });
    try {
      let result: DrainResult;
      do {
        drainAgain = false;
        result = await drainOutbox({ db });
      } while (drainAgain && !result.offline && !result.authRequired);
      if (result.authRequired) set({ authRequired: true });
      if (result.offline) {
        set({ online: false });
        options.registerBackgroundSync?.();
      } else if (result.reachedServer) set(reachedSince(events));
      clearTimeout(retryTimer);
      if (result.nextAttemptAt !== null) {
        retryTimer = setTimeout(() => void drain(), Math.max(0, result.nextAttemptAt - Date.now()));
      }
      // The outbox drained: fetch what the server made of it.
      if (result.sent) void pull();
      return result;
    } catch (e) {
      failed(e);
      return null;
    } finally {
      set({ draining: false });
      draining = null;
    }
  }

  function drain(): Promise<DrainResult | null> {
    if (state.authRequired) return Promise.resolve(null);
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = runDrain();
    return draining;
  }

  const onOnline = () => {
    set({ online: true });
    void retryWaitingNow(db)
      .then(() => drain())
      .then(() => pull());
  };
  const onOffline = () => {
    offlineEvents += 1;
    set({ online: false });
  };
  const onFocus = () => {
    void drain();
    void pull();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') onFocus();
  };

  /** After signing in again: lift the pause and send what waited. */
  async function resume() {
    await db.meta.delete('authRequired');
    set({ authRequired: false });
    await drain();
    await pull();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pull,
    pullAfterWrite,
    drain,
    /** A command queued an edit in this tab: send it, and tell the other tabs. */
    queued() {
      void drain();
      queuedChannel?.postMessage('queued');
    },
    /** "Sync now": lift every backoff, send, then pull. */
    async syncNow() {
      await retryWaitingNow(db);
      await drain();
      await pull();
    },
    /**
     * Starts syncing. `signedIn`: the rep has just signed in, so the start
     * resumes (ends any pause of a session that had ended, then drains and
     * pulls) rather than reading that pause.
     */
    async start({ signedIn = false }: { signedIn?: boolean } = {}) {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      window.addEventListener('focus', onFocus);
      document.addEventListener('visibilitychange', onVisible);
      interval = setInterval(onFocus, options.pullIntervalMs ?? 60_000);
      if (typeof BroadcastChannel === 'function') {
        queuedChannel = new BroadcastChannel(`${db.name}-queued`);
        // Whichever tab gets the drain lock sends it; the others find it sent.
        queuedChannel.onmessage = () => void drain();
      }
      // A connection that comes back sends no event at times: look for the
      // server more often while it is out of reach, so "Offline" and the
      // screens that wait for it do not lag a minute behind.
      probe = setInterval(() => {
        if (!state.online) void pull();
      }, options.offlineProbeMs ?? 5_000);
      if (signedIn) return resume();
      set({ authRequired: Boolean((await db.meta.get('authRequired'))?.value) });
      await drain();
      await pull();
    },
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(interval);
      clearInterval(probe);
      clearTimeout(retryTimer);
      queuedChannel?.close();
      queuedChannel = null;
      firstSync?.stop();
    },
    resume,
  };
}
