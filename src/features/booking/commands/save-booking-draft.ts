import type { AppDb } from '../../../data/db/app-db';
import { putMetaAtUnload } from '../../../data/db/put-meta-at-unload';
import { draftKey, type BookingOrigin, type SavedBookingDraft } from '../../../domain/meetings/booking-origin';

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

/** Keeps unsent input of the form (unless it was discarded since `epoch`). */
export async function saveBookingDraft(db: AppDb, origin: BookingOrigin, epoch: number, draft: SavedBookingDraft) {
  if (draftEpoch(origin) === epoch) await db.meta.put({ key: draftKey(origin), value: draft });
}

/** The same save, for a page that is going away (a reload right after the last key). */
export function saveBookingDraftBeforeUnload(db: AppDb, origin: BookingOrigin, epoch: number, draft: SavedBookingDraft) {
  if (draftEpoch(origin) === epoch) putMetaAtUnload(db, draftKey(origin), draft);
}
