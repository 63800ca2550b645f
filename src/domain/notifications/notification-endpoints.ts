import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { userNotificationSchema } from './notification-schema';

const tag = 'notifications';

/** Spec 7: fetched on load except on /opt-out. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/notification-user',
  summary: "The signed-in user's notifications",
  tag,
  access: 'signed-in users',
  answer: v.array(userNotificationSchema),
});

/** Spec 4: opening the panel marks all as read; harmless to replay. */
export const markNotificationsRead = endpoint({
  method: 'PATCH',
  path: '/notification-user/mark-as-read',
  summary: 'Mark every unread notification of the signed-in user as read',
  tag,
  access: 'signed-in users',
  answer: v.object({ marked: v.number() }),
  offline: {
    collection: 'notifications',
    entityId: () => '*',
    op: () => ({ kind: 'patch-where', where: { readAt: null }, patch: { readAt: new Date().toISOString() } }),
    responseRow: null,
  },
});
