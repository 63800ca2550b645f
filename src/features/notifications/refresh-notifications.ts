import { appDb } from '../../data/db/app-db-instance';
import { http } from '../../data/http/transport';
import { applyServerRows } from '../../data/sync/pull';
import type { UserNotification } from '../../domain/notifications/notification-schema';

/** GET /notification-user, merged into the mirror (pending reads stay applied). */
export async function refreshNotifications() {
  const rows = await http.get<UserNotification[]>('/notification-user');
  await applyServerRows(appDb(), 'notifications', rows);
}
