import { useEffect, useState } from 'react';
import { appDb } from '../../data/db/app-db-instance';
import { firstSyncDone } from '../../data/sync/pull';
import { useSyncState } from '../../data/react/use-sync-state';

/** Whether this device holds the rep's data (its first sync has ended), read again as pulls end. */
export function useDeviceSynced(): boolean {
  const { lastPulledAt } = useSyncState();
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (synced) return;
    let alive = true;
    void firstSyncDone(appDb())
      .then((done) => alive && done && setSynced(true))
      .catch(() => {});
    return () => {
      alive = false;
    };
    // Read again whenever a pull ends: the first sync may be the one that just did.
  }, [lastPulledAt, synced]);
  return synced;
}
