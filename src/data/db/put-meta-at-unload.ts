import type { AppDb } from './app-db';

/**
 * Writes a meta row from a page that is going away. Dexie's put is
 * asynchronous, and Chromium aborts a transaction left uncommitted at unload,
 * so the row goes on the open connection in one explicitly committed
 * transaction. Nothing happens while the database is closed.
 */
export function putMetaAtUnload(db: AppDb, key: string, value: unknown) {
  if (!db.isOpen()) return;
  const tx = db.backendDB().transaction('meta', 'readwrite');
  tx.objectStore('meta').put({ key, value });
  tx.commit();
}
