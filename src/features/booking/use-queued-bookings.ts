import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../data/db/app-db-instance';
import type { OutboxEntry } from '../../data/db/outbox-types';

/** Bookings made on this device that the server has not accepted yet, oldest first. */
export function useQueuedBookings(): OutboxEntry[] {
  return useLiveQuery(
    async () => (await appDb().outbox.orderBy('seq').toArray()).filter((e) => e.method === 'POST' && e.url === '/api/meetings'),
    [],
    [],
  );
}
