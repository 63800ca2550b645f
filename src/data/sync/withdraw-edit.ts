import type { AppDb } from '../db/app-db';
import { appDb } from '../db/app-db-instance';
import { directStore } from './mirror-store';
import { recompute, touchedIds, writeScope } from './mirror-writer';

/**
 * Undo of an edit queued with a hold (`holdMs`): while it is still held, it
 * leaves the outbox and the mirror shows the record as before, as if it had
 * never been made. False once it may be on its way (the hold is over), so
 * the screen can say it was sent.
 */
export async function withdrawHeldEdit(db: AppDb, seq: number, now = Date.now()): Promise<boolean> {
  const entry = await db.outbox.get(seq);
  if (!entry) return false;
  return db.transaction('rw', writeScope(db, entry.collection), async () => {
    const current = await db.outbox.get(seq);
    const held = current?.status === 'pending' && current.attempts === 0 && current.nextAttemptAt > now && (current.heldUntil ?? 0) > now;
    if (!held) return false;
    const ids = await touchedIds(db, current);
    await db.outbox.delete(seq);
    for (const id of ids) await recompute(directStore(db), current.collection, id, 'undo');
    return true;
  });
}

/** What a feature's Undo calls: `withdrawHeldEdit` on this device's outbox. */
export function withdrawEdit(seq: number): Promise<boolean> {
  return withdrawHeldEdit(appDb(), seq);
}
