import type { AppDb } from './app-db';

// Copies of rows written at unload, in localStorage under this prefix.
const copyPrefix = 'sdr-ops:at-unload:';

// The service worker and the first sync's worker compile this module too
// (without the DOM's types); they never write at unload, and have no localStorage.
type KeyValueStore = {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};
const storage = () => (globalThis as { localStorage?: KeyValueStore }).localStorage;

/**
 * Writes a meta row from a page that is going away. Dexie's put is
 * asynchronous, and Chromium aborts a transaction left uncommitted at unload,
 * so the row goes on the open connection in one explicitly committed
 * transaction. Even that commit is lost when the page is torn down before
 * IndexedDB's backend ran it (it happened on a busy CI machine, a reload
 * right after the last key), so a copy also goes to localStorage, whose
 * write is synchronous: readers take the newer of the two (unloadCopy).
 */
export function putMetaAtUnload(db: AppDb, key: string, value: unknown) {
  try {
    storage()?.setItem(copyPrefix + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the IndexedDB write below is all there is.
  }
  if (!db.isOpen()) return;
  const tx = db.backendDB().transaction('meta', 'readwrite');
  tx.objectStore('meta').put({ key, value });
  tx.commit();
}

/** The copy of a row written at unload, if one is kept. */
export function unloadCopy(key: string): unknown {
  try {
    const text = storage()?.getItem(copyPrefix + key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Forgets the copy of a row written at unload (the row itself was written since, or discarded). */
export function forgetUnloadCopy(key: string) {
  try {
    storage()?.removeItem(copyPrefix + key);
  } catch {
    // Nothing kept.
  }
}

/** Forgets every copy written at unload (the device's data is wiped). */
export function forgetUnloadCopies() {
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(copyPrefix)) store.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
