import type { AppDb } from '../db/app-db';
import { forgetUnloadCopies } from '../db/put-meta-at-unload';

/** Cache of the last answer of GET calls that are not mirrored (sw/). */
export const apiCacheName = 'api-get-v1';

/** Wipes the mirror, the outbox, the meta (with its copies written at unload) and the cached answers. */
export async function wipeLocalData(db: AppDb) {
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
  forgetUnloadCopies();
  if (typeof caches !== 'undefined') await caches.delete(apiCacheName);
}

export async function pendingEditCount(db: AppDb): Promise<number> {
  return db.outbox.count();
}
