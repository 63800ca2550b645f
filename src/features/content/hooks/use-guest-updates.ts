import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';

/** The guest's five latest notifications, from the mirror (offline too), newest first. */
export function useGuestUpdates() {
  return useLiveQuery(
    async () => [...(await appDb().notifications.toArray())].sort((a, b) => String(b.notification.createdAt).localeCompare(String(a.notification.createdAt))).slice(0, 5),
    [],
  );
}
