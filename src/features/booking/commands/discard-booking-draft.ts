import type { AppDb } from '../../../data/db/app-db';
import { forgetUnloadCopy } from '../../../data/db/put-meta-at-unload';
import { draftKey, type BookingOrigin } from '../../../domain/meetings/booking-origin';
import { nextDraftEpoch } from './save-booking-draft';

/** Forgets an origin's unsent draft (booked, queued, closed or started over); a save still on its way is dropped. */
export async function discardBookingDraft(db: AppDb, origin: BookingOrigin) {
  nextDraftEpoch(origin);
  forgetUnloadCopy(draftKey(origin));
  await db.meta.delete(draftKey(origin));
}
