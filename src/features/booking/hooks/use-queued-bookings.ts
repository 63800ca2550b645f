import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { bookMeetingCall } from '../../../domain/meetings/book-meeting-call';
import type { OutboxEntry } from '../../../data/db/outbox-types';

/**
 * Bookings made on this device that the server has not accepted yet, oldest
 * first. A queued booking's record has a temporary negative id, so only those
 * index keys are read (not every edit in the outbox).
 */
export function useQueuedBookings(): OutboxEntry[] {
  return useLiveQuery(
    async () =>
      (await appDb().outbox.where('[collection+entityId]').between(['meetings', '-'], ['meetings', '-\uffff']).toArray())
        .filter((e) => e.method === bookMeetingCall.method && e.url === bookMeetingCall.path)
        .sort((a, b) => a.seq! - b.seq!),
    [],
    [],
  );
}
