import { appDb } from '../../data/db/app-db-instance';
import { callEndpoint } from '../../data/http/call-endpoint';
import { applyServerRows } from '../../data/sync/pull';
import { listNotifications } from '../../domain/notifications/notification-endpoints';

/** GET /notification-user, merged into the mirror (pending reads stay applied). */
export async function refreshNotifications() {
  const { data } = await callEndpoint(listNotifications, {});
  await applyServerRows(appDb(), 'notifications', data);
}
