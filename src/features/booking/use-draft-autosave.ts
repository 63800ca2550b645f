import { useEffect } from 'react';
import { appDb } from '../../data/db/app-db-instance';
import type { BookingFormValues } from '../../domain/meetings/booking-defaults';
import { draftEpoch, saveBookingDraftOf, type BookingOrigin } from './booking-draft';

/** Unsent input survives a reload: saved shortly after each change while the form is dirty. */
export function useDraftAutosave(dirty: boolean, origin: BookingOrigin, values: BookingFormValues, titleEdited: boolean) {
  const originKey = JSON.stringify(origin);
  useEffect(() => {
    if (!dirty) return;
    const from: BookingOrigin = JSON.parse(originKey);
    const epoch = draftEpoch(from);
    const timer = setTimeout(() => {
      void saveBookingDraftOf(appDb(), from, epoch, { values, titleEdited, savedAt: Date.now() });
    }, 300);
    return () => clearTimeout(timer);
  }, [dirty, originKey, values, titleEdited]);
}
