import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { UserNotification } from '../../domain/notifications/notification-schema';
import type { Db } from '../db/client';
import { notifications, notificationTypes, userNotifications } from '../db/schema/notifications';

// The newest notifications a user can page through in the panel.
export const notificationListLimit = 100;

/** User notifications in the shape of spec 3, newest first. */
export async function loadUserNotifications(
  db: Db,
  where: { userId: number } | { ids: number[] },
): Promise<(UserNotification & { userId: number })[]> {
  const cond: SQL | undefined =
    'ids' in where ? inArray(userNotifications.id, where.ids) : eq(userNotifications.userId, where.userId);
  const rows = await db
    .select({
      id: userNotifications.id,
      userId: userNotifications.userId,
      readAt: userNotifications.readAt,
      version: userNotifications.version,
      text: notifications.text,
      createdAt: notifications.createdAt,
      iconClass: notificationTypes.iconClass,
      backgroundColor: notificationTypes.backgroundColor,
    })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.typeId))
    .where(and(cond))
    .orderBy(desc(notifications.createdAt), desc(userNotifications.id))
    .limit('ids' in where ? where.ids.length || 1 : notificationListLimit);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    version: r.version,
    notification: {
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      type: { iconClass: r.iconClass, backgroundColor: r.backgroundColor },
    },
  }));
}
