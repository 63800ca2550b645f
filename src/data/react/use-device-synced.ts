import { useEffect, useState } from 'react';
import { appDb } from '../db/app-db-instance';
import { firstSyncDone } from '../sync/pull';
import { syncEngine, watchSyncEngine } from '../sync/engine-instance';

/**
 * Whether this device holds the rep's data (its first sync has ended), read
 * again as pulls end. It renders again only when that answer changes: the
 * sync state it follows changes many times a second during a first sync.
 */
export function useDeviceSynced(): boolean {
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (synced) return;
    let alive = true;
    const check = () =>
      void firstSyncDone(appDb())
        .then((done) => alive && done && setSynced(true))
        .catch(() => {});
    check();
    // Read again whenever a pull ends (the first sync may be the one that
    // just did), with whichever engine the page runs (it starts at sign-in).
    let stop: (() => void) | undefined;
    const follow = () => {
      stop?.();
      const engine = syncEngine();
      let pulledAt = engine?.getState().lastPulledAt;
      stop = engine?.subscribe(() => {
        const at = engine.getState().lastPulledAt;
        if (at === pulledAt) return;
        pulledAt = at;
        check();
      });
    };
    follow();
    const unwatch = watchSyncEngine(() => {
      follow();
      check();
    });
    return () => {
      alive = false;
      unwatch();
      stop?.();
    };
  }, [synced]);
  return synced;
}
