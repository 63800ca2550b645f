import type { AppDb } from '../../../data/db/app-db';
import { unloadCopy } from '../../../data/db/put-meta-at-unload';
import { draftKey, savedDraftOf, type BookingOrigin, type SavedBookingDraft } from '../../../domain/meetings/booking-origin';

/**
 * The unsent draft of an origin, if one was kept: unsent input survives a
 * reload in the mirror's meta table (cleared with the rest of the device's
 * data at sign-out), or in the copy written as the page went away when
 * that is newer (data/db/put-meta-at-unload.ts).
 */
export async function readBookingDraft(db: AppDb, origin: BookingOrigin): Promise<SavedBookingDraft | null> {
  const stored = savedDraftOf((await db.meta.get(draftKey(origin)))?.value);
  const copy = savedDraftOf(unloadCopy(draftKey(origin)));
  if (!stored || !copy) return stored ?? copy;
  return copy.savedAt > stored.savedAt ? copy : stored;
}
