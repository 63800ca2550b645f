import type { AppDb } from '../db/app-db';
import { TransportError, transportMessages } from '../http/transport-error';
import type { FirstSyncMessage, FirstSyncRequest } from './first-sync-messages';
import { pullChanges, type PullProgress } from './pull';

export type FirstSyncRun = { done: Promise<unknown>; stop: () => void };

function startWorker(): Worker {
  return new Worker(new URL('./first-sync-worker.ts', import.meta.url), { type: 'module', name: 'first-sync' });
}

/** A worker made ahead, idle until a first sync takes it; `failed` once its script did not load. */
let prepared: { worker: Worker; failed: boolean } | null = null;

/**
 * Loads the first sync's worker ahead of the sign-in: its code is fetched,
 * compiled and run while the rep types, and the worker then waits for the
 * first sync to hand it its work. Made at the sign-in, it cost about 200 ms
 * before the first page was asked (a trace of the bench's first sync). A
 * device that had synced before ends it at its first pull
 * (`releasePreparedWorker`); one that never signs in keeps it idle.
 */
export function prepareFirstSyncWorker(): void {
  if (prepared || typeof Worker !== 'function') return;
  try {
    const entry = { worker: startWorker(), failed: false };
    entry.worker.onerror = (event) => {
      event.preventDefault();
      entry.failed = true;
    };
    prepared = entry;
  } catch {
    // The first sync makes its own, or runs on the page.
  }
}

/** Ends the worker made ahead, if any: the device had synced before, and pulls on the page. */
export function releasePreparedWorker(): void {
  prepared?.worker.terminate();
  prepared = null;
}

/** The worker made ahead if it loaded, else a new one. */
function takeWorker(): Worker {
  const ready = prepared;
  prepared = null;
  if (ready && !ready.failed) return ready.worker;
  ready?.worker.terminate();
  return startWorker();
}

/**
 * Runs a first sync in its own worker (first-sync-worker.ts, decision 0037)
 * and relays its progress. Where the worker cannot start (no Worker, or its
 * script fails to load), the pull runs on the page's thread as before.
 */
export function firstSyncInWorker(db: AppDb, onProgress: (progress: PullProgress) => void): FirstSyncRun {
  if (typeof Worker !== 'function') return { done: pullChanges({ db, onProgress }), stop: () => {} };
  let worker: Worker | null = null;
  let stopped = false;
  let abandon = () => {};
  const done = new Promise<unknown>((resolve, reject) => {
    abandon = () => reject(new TransportError('aborted', transportMessages.aborted));
    let heard = false;
    const fallBack = () => {
      worker?.terminate();
      worker = null;
      if (!stopped) pullChanges({ db, onProgress }).then(resolve, reject);
    };
    try {
      worker = takeWorker();
    } catch {
      fallBack();
      return;
    }
    worker.onmessage = (event: MessageEvent<FirstSyncMessage>) => {
      heard = true;
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.progress);
      worker?.terminate();
      worker = null;
      if (message.type === 'done') resolve(message);
      else if (message.transport) reject(new TransportError(message.transport.kind, message.message, message.transport.status));
      else reject(new Error(message.message));
    };
    // Only a worker that never ran (its script did not load) fails this way;
    // a pull that fails in it says so in a message.
    worker.onerror = (event) => {
      event.preventDefault();
      if (heard) {
        worker?.terminate();
        worker = null;
        reject(new Error(event.message || 'The first sync stopped'));
      } else fallBack();
    };
    worker.postMessage({ dbName: db.name } satisfies FirstSyncRequest);
  });
  return {
    done,
    stop: () => {
      stopped = true;
      worker?.terminate();
      worker = null;
      abandon();
    },
  };
}
