import type { OutboxEntry } from '../../../data/db/outbox-types';
import { queueCall } from '../../../data/sync/queue-call';
import { bookMeeting } from '../../../domain/meetings/booking-endpoints';
import type { Booking } from '../../../domain/meetings/booking-schema';
import { meetingSummaryLabel } from '../../../domain/meetings/meeting-summary';
import { temporaryRecordId } from '../../../domain/sync/sync-types';

export type QueuedBooking = { entry: OutboxEntry; tempId: number };

/** Where a refused queued booking is picked up again (the sync panel links it). */
export const resumeBookingHref = (tempId: number) => `/meeting/new?draft=${tempId}`;

/**
 * A booking that cannot be sent now (offline, or the network failed during
 * the submit): it shows at once as a pending meeting (bookMeeting's offline
 * description) and is sent when the outbox drains. Decision 0010: the entry
 * keeps the Idempotency-Key of the online attempt, since a request whose
 * answer was lost may have booked the meeting already.
 */
export async function queueBooking(body: Booking, options: { idempotencyKey: string; clientName: string }): Promise<QueuedBooking> {
  const tempId = temporaryRecordId();
  const entry = await queueCall(
    bookMeeting,
    { body },
    {
      id: options.idempotencyKey,
      temporaryId: tempId,
      label: `Book ${body.prospectName || body.prospectEmail} with ${options.clientName}, ${meetingSummaryLabel(body)}`,
      alsoShow: { clientName: options.clientName },
      resume: { href: resumeBookingHref(tempId), label: 'Open the booking' },
    },
  );
  return { entry, tempId };
}
