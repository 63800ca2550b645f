import type { AppDb } from '../../data/db/app-db';
import { putMetaAtUnload } from '../../data/db/put-meta-at-unload';
import type { BookingFormValues } from '../../domain/meetings/booking-defaults';

/**
 * What the form was started from: a new booking, a reschedule of a meeting,
 * or a queued booking the server refused. Each keeps its own unsent draft.
 */
export type BookingOrigin = { kind: 'new' } | { kind: 'original'; meetingId: number } | { kind: 'draft'; tempId: string };

export type SavedBookingDraft = { values: BookingFormValues; titleEdited: boolean; savedAt: number };

export function bookingOrigin(options: { draft?: string | null; original?: number | null }): BookingOrigin {
  if (options.draft) return { kind: 'draft', tempId: options.draft };
  if (options.original) return { kind: 'original', meetingId: options.original };
  return { kind: 'new' };
}

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

// Unsent input survives a reload in the mirror's meta table (cleared with
// the rest of the device's data at sign-out).
export async function readBookingDraft(db: AppDb, origin: BookingOrigin): Promise<SavedBookingDraft | null> {
  const row = await db.meta.get(draftKey(origin));
  const value = row?.value as SavedBookingDraft | undefined;
  return value && typeof value === 'object' && value.values ? value : null;
}

export async function saveBookingDraft(db: AppDb, origin: BookingOrigin, draft: SavedBookingDraft) {
  await db.meta.put({ key: draftKey(origin), value: draft });
}

export async function clearBookingDraft(db: AppDb, origin: BookingOrigin) {
  await db.meta.delete(draftKey(origin));
}

// A save scheduled before the draft was discarded must not bring it back:
// each discard moves the draft's epoch on, and a save of an older epoch is dropped.
const epochs = new Map<string, number>();

export function draftEpoch(origin: BookingOrigin): number {
  return epochs.get(draftKey(origin)) ?? 0;
}

export async function discardBookingDraft(db: AppDb, origin: BookingOrigin) {
  epochs.set(draftKey(origin), draftEpoch(origin) + 1);
  await clearBookingDraft(db, origin);
}

export async function saveBookingDraftOf(db: AppDb, origin: BookingOrigin, epoch: number, draft: SavedBookingDraft) {
  if (draftEpoch(origin) === epoch) await saveBookingDraft(db, origin, draft);
}

/** The same save, for a page that is going away (a reload right after the last key). */
export function saveBookingDraftBeforeUnload(db: AppDb, origin: BookingOrigin, epoch: number, draft: SavedBookingDraft) {
  if (draftEpoch(origin) === epoch) putMetaAtUnload(db, draftKey(origin), draft);
}
