import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { UserNotification } from '../../../domain/notifications/notification-schema';

/** The user's notifications from the mirror, newest first. */
export function useNotifications(): UserNotification[] | undefined {
  return useLiveQuery(async () => {
    const rows = await appDb().notifications.toArray();
    return [...rows].sort((a, b) => b.notification.createdAt.localeCompare(a.notification.createdAt) || b.id - a.id);
  }, []);
}
