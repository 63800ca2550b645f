import { appDb } from '../../../data/db/app-db-instance';
import { syncEngine } from '../../../data/sync/engine-instance';
import { keepMine as keepMineEntry } from '../../../data/sync/settle';

/** A conflict settled for the rep's edit: sent again on the server's current version. */
export async function keepMine(seq: number) {
  await keepMineEntry(appDb(), seq);
  syncEngine()?.queued();
}
