import { callEndpoint } from '../../../data/http/call-endpoint';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';
import { syncEngine } from '../../../data/sync/engine-instance';
import { classifyFailure, worthSendingAgain } from '../../../data/sync/replay-failure';
import { serverFieldErrors, type BookingFieldErrors } from '../../../domain/meetings/booking-body';
import { bookMeeting as bookMeetingCall } from '../../../domain/meetings/booking-endpoints';
import { isBookingRefusal, type BookingRefusal } from '../../../domain/meetings/booking-refusals';
import type { BookingResult } from '../../../domain/meetings/booking-result';
import type { Booking } from '../../../domain/meetings/booking-schema';

export type BookingOutcome =
  | { kind: 'booked'; result: BookingResult }
  /** The rep has to decide: one of the dialogs of spec 2. */
  | { kind: 'refused'; refusal: BookingRefusal }
  | { kind: 'invalid'; message: string; fields: BookingFieldErrors }
  /** Never reached the server, or the server could not answer now: queue it. */
  | { kind: 'unsent'; message: string }
  | { kind: 'error'; message: string };

/**
 * Books online with POST /api/meetings, so the dialogs answer at once. The
 * key is the booking's Idempotency-Key; if the call is queued after a lost
 * answer, the outbox sends the same key and the server books it once.
 */
export async function bookMeeting(body: Booking, idempotencyKey: string): Promise<BookingOutcome> {
  try {
    const res = await callEndpoint(bookMeetingCall, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
    // The new meeting (and a rescheduled one, now deleted) reach the board with the next pull: ask for it now.
    void syncEngine()?.pull();
    return { kind: 'booked', result: res.data };
  } catch (e) {
    return bookingFailure(e);
  }
}

function bookingFailure(e: unknown): BookingOutcome {
  if (!isTransportError(e)) return { kind: 'error', message: errorMessage(e) };
  // The outbox's own rules (data/sync/replay-failure.ts): these are worth sending again.
  if (worthSendingAgain(classifyFailure(e))) return { kind: 'unsent', message: errorMessage(e) };
  const status = e.status;
  if (isBookingRefusal(e.data)) return { kind: 'refused', refusal: e.data };
  if (status === 422 || status === 400) {
    const fields = serverFieldErrors((e.data as { fields?: unknown } | null)?.fields);
    return { kind: 'invalid', message: errorMessage(e), fields };
  }
  return { kind: 'error', message: errorMessage(e) };
}
