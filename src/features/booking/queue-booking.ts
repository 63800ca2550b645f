import { appDb } from '../../data/db/app-db-instance';
import type { OutboxEntry } from '../../data/db/outbox-types';
import { enqueueEdit } from '../../data/sync/enqueue';
import { syncEngine } from '../../data/sync/engine-instance';
import { writeScope } from '../../data/sync/mirror-writer';
import type { Booking } from '../../domain/meetings/booking-schema';
import { meetingSummaryLabel } from '../../domain/meetings/meeting-summary';
import { pendingMeetingRow, temporaryMeetingId } from './pending-meeting-row';

export type QueuedBooking = { entry: OutboxEntry; tempId: number };

/** Where a refused queued booking is picked up again (the sync panel links it). */
export const resumeBookingHref = (tempId: number) => `/meeting/new?draft=${tempId}`;

/**
 * A booking that cannot be sent now (offline, or the network failed during
 * the submit): it shows at once as a pending meeting and is sent when the
 * outbox drains. Same command as submitEdit (data/sync/submit-edit.ts), with
 * one difference: the entry keeps the Idempotency-Key of the online attempt,
 * since a request whose answer was lost may have booked the meeting already.
 */
export async function queueBooking(body: Booking, options: { idempotencyKey: string; clientName: string }): Promise<QueuedBooking> {
  const db = appDb();
  const tempId = temporaryMeetingId();
  const entry = await db.transaction('rw', writeScope(db, 'meetings'), async () => {
    const queued = await enqueueEdit(db, {
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
    await db.outbox.update(queued.seq!, { id: options.idempotencyKey });
    return { ...queued, id: options.idempotencyKey };
  });
  void syncEngine()?.drain();
  return { entry, tempId };
}
