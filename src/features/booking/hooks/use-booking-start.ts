import { useEffect, useState } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { bookingFormDefaults, bookingFormFromExisting, type BookingFormValues } from '../../../domain/meetings/booking-defaults';
import { isBookingRefusal, type BookingRefusal } from '../../../domain/meetings/booking-refusals';
import { isMeetingTimezone, viewerTimezone } from '../../../domain/time/timezones';
import { serverFieldErrors, type BookingFieldErrors } from '../../../domain/meetings/booking-body';
import type { BookingOrigin, SavedBookingDraft } from '../../../domain/meetings/booking-origin';
import { useRemote } from '../../../data/react/use-remote';
import { getExistingMeeting } from '../../../domain/meetings/booking-endpoints';
import { readBookingDraft } from './read-booking-draft';
import { bookingValuesFromBody } from '../../../domain/meetings/booking-values-from-body';
import { useQueuedBooking } from './use-queued-booking';

/** A form nobody has touched: the client asked for, the viewer's zone when it is one of the ten. */
export function freshBookingValues(clientId: number | null): BookingFormValues {
  const zone = viewerTimezone();
  return { ...bookingFormDefaults(), client: clientId, timezone: isMeetingTimezone(zone) ? zone : '' };
}

export type BookingStart =
  | { kind: 'loading' }
  /** The queued booking is still on its way: nothing to pick up. */
  | { kind: 'waiting'; entry: OutboxEntry }
  /** The queued booking is gone (booked, or discarded). */
  | { kind: 'gone' }
  | { kind: 'error'; message: string }
  | {
      kind: 'ready';
      values: BookingFormValues;
      titleEdited: boolean;
      /** An unsent draft was restored (its time), so the form can say so. */
      restoredAt: number | null;
      /** The refused queued booking this form picks up; discarded once resubmitted. */
      entry: OutboxEntry | null;
      refusal: BookingRefusal | null;
      fieldErrors: BookingFieldErrors;
      message: string | null;
    };

const readyFrom = (values: BookingFormValues, titleEdited: boolean, saved: SavedBookingDraft | null): BookingStart => ({
  kind: 'ready',
  values: saved?.values ?? values,
  titleEdited: saved?.titleEdited ?? titleEdited,
  restoredAt: saved?.savedAt ?? null,
  entry: null,
  refusal: null,
  fieldErrors: {},
  message: null,
});

/**
 * What the form opens with: an unsent draft of the same origin first
 * (nothing typed is lost across a reload), else a refused queued booking
 * with its refusal, else the meeting being rescheduled, else a fresh form.
 */
export function useBookingStart(origin: BookingOrigin, clientId: number | null): BookingStart {
  const [saved, setSaved] = useState<SavedBookingDraft | null | undefined>(undefined);
  const originKey = JSON.stringify(origin);
  useEffect(() => {
    let live = true;
    setSaved(undefined);
    // The key stands for the origin: a new object of the same origin reads nothing again.
    void readBookingDraft(appDb(), JSON.parse(originKey) as BookingOrigin).then((draft) => live && setSaved(draft));
    return () => {
      live = false;
    };
  }, [originKey]);

  const entry = useQueuedBooking(origin.kind === 'draft' ? origin.tempId : null);
  const wantsExisting = origin.kind === 'original' && saved === null && clientId !== null;
  const existing = useRemote(getExistingMeeting, wantsExisting ? { params: { id: clientId, meetingId: origin.meetingId } } : null);

  // Settled once: later changes (the entry being discarded on resubmit) must
  // not reset the form. Hosts key the form by its origin.
  const [settled, setSettled] = useState<BookingStart | null>(null);
  const current = settled ?? computeStart();

  useEffect(() => {
    if (!settled && (current.kind === 'ready' || current.kind === 'error')) setSettled(current);
  }, [settled, current]);

  return current;

  function computeStart(): BookingStart {
    if (saved === undefined) return { kind: 'loading' };
    switch (origin.kind) {
      case 'new':
        return readyFrom(freshBookingValues(clientId), false, saved);
      case 'original': {
        if (saved) return readyFrom(saved.values, saved.titleEdited, saved);
        if (clientId === null) return { kind: 'error', message: 'To reschedule, open the meeting from its client: the address needs the client too.' };
        if (existing.data) return readyFrom(bookingFormFromExisting(existing.data), true, null);
        if (existing.error) {
          return {
            kind: 'error',
            message: existing.offline
              ? 'This meeting has not been opened on this device before, so it cannot be rescheduled offline. Try again when you are back online.'
              : existing.error,
          };
        }
        return { kind: 'loading' };
      }
      case 'draft': {
        if (entry === undefined) return { kind: 'loading' };
        if (entry === null) return { kind: 'gone' };
        if (entry.status !== 'failed') return { kind: 'waiting', entry };
        const body = entry.failure?.body;
        const refusal = isBookingRefusal(body) ? body : null;
        return {
          kind: 'ready',
          values: saved?.values ?? bookingValuesFromBody(entry.body),
          titleEdited: saved?.titleEdited ?? true,
          restoredAt: saved?.savedAt ?? null,
          entry,
          refusal,
          fieldErrors: serverFieldErrors((body as { fields?: unknown } | null | undefined)?.fields),
          message: refusal ? null : (entry.lastError ?? null),
        };
      }
    }
  }
}
