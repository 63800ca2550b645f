import { useEffect } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import type { BookingFormValues } from '../../../domain/meetings/booking-defaults';
import type { BookingOrigin } from '../../../domain/meetings/booking-origin';
import { draftEpoch, saveBookingDraft, saveBookingDraftBeforeUnload } from '../commands/save-booking-draft';

/**
 * Unsent input survives a reload: saved shortly after each change while the
 * form is dirty, and at once when the page is hidden or left with a save
 * still waiting (a reload right after the last key keeps that key).
 */
export function useDraftAutosave(dirty: boolean, origin: BookingOrigin, values: BookingFormValues, titleEdited: boolean) {
  const originKey = JSON.stringify(origin);
  useEffect(() => {
    if (!dirty) return;
    const from: BookingOrigin = JSON.parse(originKey);
    const epoch = draftEpoch(from);
    const draft = () => ({ values, titleEdited, savedAt: Date.now() });
    const timer = setTimeout(() => {
      stop();
      void saveBookingDraft(appDb(), from, epoch, draft());
    }, 300);
    const leave = () => {
      stop();
      saveBookingDraftBeforeUnload(appDb(), from, epoch, draft());
    };
    // pagehide comes before the document turns hidden on a reload.
    const hidden = () => document.visibilityState === 'hidden' && leave();
    function stop() {
      clearTimeout(timer);
      removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    }
    addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return stop;
  }, [dirty, originKey, values, titleEdited]);
}
