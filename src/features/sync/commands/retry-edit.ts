import { appDb } from '../../../data/db/app-db-instance';
import { syncEngine } from '../../../data/sync/engine-instance';
import { retryEdit as retryEntry } from '../../../data/sync/settle';

/** A failed edit, tried again under a new key: shown again, sent, and announced to the other tabs. */
export async function retryEdit(seq: number) {
  await retryEntry(appDb(), seq);
  syncEngine()?.queued();
}
