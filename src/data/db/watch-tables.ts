import Dexie, { type ObservabilitySet } from 'dexie';
import { appDbName } from './app-db';

/**
 * Calls `onChange` after any write to these tables of the mirror, in this
 * tab or another (Dexie broadcasts them). For reads too big to re-run on
 * every single write: the caller decides how often to read again.
 */
export function watchTables(tables: readonly string[], onChange: () => void, dbName = appDbName): () => void {
  const prefixes = tables.map((t) => `idb://${dbName}/${t}/`);
  const listener = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => prefixes.some((p) => part.startsWith(p)))) onChange();
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}

/** Any change of the outbox (an edit queued, settled, failed): for reads that follow a replay. */
export const watchOutbox = (onChange: () => void) => watchTables(['outbox'], onChange);
