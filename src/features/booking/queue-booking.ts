import type { OutboxEntry } from '../../data/db/outbox-types';
import { submitEdit } from '../../data/sync/submit-edit';
import type { Booking } from '../../domain/meetings/booking-schema';
import { meetingSummaryLabel } from '../../domain/meetings/meeting-summary';
import { pendingMeetingRow, temporaryMeetingId } from './pending-meeting-row';

export type QueuedBooking = { entry: OutboxEntry; tempId: number };

/** Where a refused queued booking is picked up again (the sync panel links it). */
export const resumeBookingHref = (tempId: number) => `/meeting/new?draft=${tempId}`;

/**
 * A booking that cannot be sent now (offline, or the network failed during
 * the submit): it shows at once as a pending meeting and is sent when the
 * outbox drains. The entry keeps the Idempotency-Key of the online attempt,
 * since a request whose answer was lost may have booked the meeting already.
 */
export async function queueBooking(body: Booking, options: { idempotencyKey: string; clientName: string }): Promise<QueuedBooking> {
  const tempId = temporaryMeetingId();
  const entry = await submitEdit({
    id: options.idempotencyKey,
    label: `Book ${body.prospectName || body.prospectEmail} with ${options.clientName}, ${meetingSummaryLabel(body)}`,
    method: 'POST',
    url: '/api/meetings',
    body,
    collection: 'meetings',
    entityId: tempId,
    op: { kind: 'create', row: pendingMeetingRow(body, tempId, options.clientName) },
    responseRow: 'meeting',
    resume: { href: resumeBookingHref(tempId), label: 'Open the booking' },
  });
  return { entry, tempId };
}
