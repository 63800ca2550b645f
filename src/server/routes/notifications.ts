import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { userNotifications } from '../db/schema/notifications';
import { listNotifications, markNotificationsRead } from '../../domain/notifications/notification-endpoints';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadUserNotifications } from '../queries/notifications';
import { recordChanges } from '../sync/record-change';

export const notificationRoutes = new Hono<AppEnv>();

route(notificationRoutes, listNotifications, async (c) => {
  const rows = await loadUserNotifications(c.get('db'), { userId: c.get('user').id });
  return rows.map(({ userId: _userId, ...n }) => n);
});

// Marks every unread notification of the current user as read. Replaying it
// is harmless: a second run finds nothing unread.
route(notificationRoutes, markNotificationsRead, async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  const marked = await db
    .update(userNotifications)
    .set({ readAt: sql`now()`, version: sql`${userNotifications.version} + 1` })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  await recordChanges(
    db,
    'notifications',
    marked.map((m) => ({ id: m.id, scope: `user:${userId}` as const })),
  );
  return { marked: marked.length };
});
