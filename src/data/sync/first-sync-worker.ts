// The first sync in a dedicated worker (decision 0037): its fetching, JSON
// parsing and IndexedDB writes run here, so the page's thread only shows
// progress. Dexie in this worker tells the page's live queries of each commit.
import { AppDb, schemaVersions } from '../db/app-db';
import { isTransportError } from '../http/transport-error';
import type { FirstSyncMessage, FirstSyncRequest } from './first-sync-messages';
import { pullChanges } from './pull';

type WorkerScope = {
  onmessage: ((event: MessageEvent<FirstSyncRequest>) => void) | null;
  postMessage: (message: FirstSyncMessage) => void;
};
const scope = self as unknown as WorkerScope;

// A page of 2,000 rows in one IndexedDB call: no screen waits on this thread.
const workerSlice = 2000;

async function run({ dbName }: FirstSyncRequest) {
  // The bulk written relaxed; the commit that ends the first sync strict.
  const db = new AppDb(dbName, schemaVersions, 'relaxed');
  const durableDb = new AppDb(dbName, schemaVersions, 'strict');
  try {
    const { pulled, cursor } = await pullChanges({
      db,
      durableDb,
      writeSlice: workerSlice,
      onProgress: (progress) => scope.postMessage({ type: 'progress', progress }),
    });
    scope.postMessage({ type: 'done', pulled, cursor });
  } catch (e) {
    scope.postMessage({
      type: 'failed',
      message: e instanceof Error ? e.message : String(e),
      transport: isTransportError(e) ? { kind: e.kind, status: e.status } : undefined,
    });
  } finally {
    db.close();
    durableDb.close();
  }
}

scope.onmessage = (event) => void run(event.data);
