import { syncEngine } from '../../../data/sync/engine-instance';

/** "Sync now": every waiting edit is sent and the feed pulled, at once. */
export function syncNow() {
  return syncEngine()?.syncNow();
}
