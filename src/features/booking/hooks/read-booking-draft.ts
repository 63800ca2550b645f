import type { AppDb } from '../../../data/db/app-db';
import { draftKey, type BookingOrigin, type SavedBookingDraft } from '../../../domain/meetings/booking-origin';

/**
 * The unsent draft of an origin, if one was kept: unsent input survives a
 * reload in the mirror's meta table (cleared with the rest of the device's
 * data at sign-out).
 */
export async function readBookingDraft(db: AppDb, origin: BookingOrigin): Promise<SavedBookingDraft | null> {
  const row = await db.meta.get(draftKey(origin));
  const value = row?.value as SavedBookingDraft | undefined;
  return value && typeof value === 'object' && value.values ? value : null;
}
