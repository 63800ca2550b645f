import type { AppDb } from '../../../data/db/app-db';
import { forgetUnloadCopy, putMetaAtUnload, unloadCopy } from '../../../data/db/put-meta-at-unload';
import { draftKey, savedDraftOf, type BookingOrigin, type SavedBookingDraft } from '../../../domain/meetings/booking-origin';

// A save scheduled before the draft was discarded must not bring it back:
// each discard moves the draft's epoch on, and a save of an older epoch is dropped.
const epochs = new Map<string, number>();

/** The epoch a save started now belongs to. */
export function draftEpoch(origin: BookingOrigin): number {
  return epochs.get(draftKey(origin)) ?? 0;
}

/** A discard: saves of the epoch before it are dropped. */
export function nextDraftEpoch(origin: BookingOrigin) {
  epochs.set(draftKey(origin), draftEpoch(origin) + 1);
}

/**
 * Keeps unsent input of the form (unless it was discarded since `epoch`).
 * A copy written at an earlier unload is then out of date: forgotten, unless
 * it is newer than this save (written while this one was on its way).
 */
export async function saveBookingDraft(db: AppDb, origin: BookingOrigin, epoch: number, draft: SavedBookingDraft) {
  if (draftEpoch(origin) !== epoch) return;
  const key = draftKey(origin);
  await db.meta.put({ key, value: draft });
  // Kept only when newer than this save (a copy that is not a draft is not).
  const copy = unloadCopy(key);
  if (copy !== null && !((savedDraftOf(copy)?.savedAt ?? -Infinity) > draft.savedAt)) forgetUnloadCopy(key);
}

/** The same save, for a page that is going away (a reload right after the last key). */
export function saveBookingDraftBeforeUnload(db: AppDb, origin: BookingOrigin, epoch: number, draft: SavedBookingDraft) {
  if (draftEpoch(origin) === epoch) putMetaAtUnload(db, draftKey(origin), draft);
}
