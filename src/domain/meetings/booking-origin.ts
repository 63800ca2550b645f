import type { BookingFormValues } from './booking-defaults';

/**
 * What the booking form was started from: a new booking, a reschedule of a
 * meeting, or a queued booking the server refused. Each keeps its own unsent draft.
 */
export type BookingOrigin = { kind: 'new' } | { kind: 'original'; meetingId: number } | { kind: 'draft'; tempId: string };

/** Unsent input kept on the device, with when it was typed. */
export type SavedBookingDraft = { values: BookingFormValues; titleEdited: boolean; savedAt: number };

/** A kept draft as read back from the device (the meta table or a copy made at unload), or null when it is not one. */
export function savedDraftOf(value: unknown): SavedBookingDraft | null {
  const draft = value as SavedBookingDraft | null | undefined;
  return draft && typeof draft === 'object' && draft.values && typeof draft.savedAt === 'number' ? draft : null;
}

export function bookingOrigin(options: { draft?: string | null; original?: number | null }): BookingOrigin {
  if (options.draft) return { kind: 'draft', tempId: options.draft };
  if (options.original) return { kind: 'original', meetingId: options.original };
  return { kind: 'new' };
}

/** Where an origin's draft is kept (the mirror's meta table). */
export function draftKey(origin: BookingOrigin): string {
  switch (origin.kind) {
    case 'new':
      return 'booking-draft';
    case 'original':
      return `booking-draft:original:${origin.meetingId}`;
    case 'draft':
      return `booking-draft:queued:${origin.tempId}`;
  }
}
