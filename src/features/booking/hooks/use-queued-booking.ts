import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { bookMeeting } from '../../../domain/meetings/booking-endpoints';
import type { OutboxEntry } from '../../../data/db/outbox-types';

/**
 * The queued booking a resume link points at (`?draft=<temporary id>`):
 * undefined while reading, null when it is gone (booked or discarded).
 */
export function useQueuedBooking(tempId: string | null): OutboxEntry | null | undefined {
  return useLiveQuery(async () => {
    if (!tempId) return null;
    const entries = await appDb().outbox.where('[collection+entityId]').equals(['meetings', tempId]).toArray();
    return entries.find((e) => e.url === bookMeeting.path) ?? null;
  }, [tempId]);
}
