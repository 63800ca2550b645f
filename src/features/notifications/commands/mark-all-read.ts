import { queueCall } from '../../../data/sync/queue-call';
import { markNotificationsRead } from '../../../domain/notifications/notification-endpoints';

/** Every unread notification shows as read at once (also offline); the call is replayed when back online. */
export function markAllRead() {
  return queueCall(markNotificationsRead, {}, { label: 'Mark notifications as read' });
}
