import { appDb } from '../../../data/db/app-db-instance';
import { discardEdit as discardEntry } from '../../../data/sync/settle';

/** A failed edit dropped, or a conflict settled for theirs: the server's row shows again. */
export function discardEdit(seq: number) {
  return discardEntry(appDb(), seq);
}
