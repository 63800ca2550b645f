import type { AppDb } from '../db/app-db';
import { TransportError, transportMessages } from '../http/transport-error';
import type { FirstSyncMessage, FirstSyncRequest } from './first-sync-messages';
import { pullChanges, type PullProgress } from './pull';

export type FirstSyncRun = { done: Promise<unknown>; stop: () => void };

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
      worker = new Worker(new URL('./first-sync-worker.ts', import.meta.url), { type: 'module', name: 'first-sync' });
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
