import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, notificationTypes, userNotifications } from '../db/schema/notifications';
import { recordChange } from '../sync/record-change';
import { userScope } from '../sync/scopes';

const contentTypes: Record<string, { iconClass: string; backgroundColor: string }> = {
  'content-review': { iconClass: 'icon-message', backgroundColor: '#1971c2' },
  'content-feedback': { iconClass: 'icon-message', backgroundColor: '#f08c00' },
};

async function typeId(db: Db, name: keyof typeof contentTypes): Promise<number> {
  const [found] = await db.select({ id: notificationTypes.id }).from(notificationTypes).where(eq(notificationTypes.name, name));
  if (found) return found.id;
  await db.insert(notificationTypes).values({ name, ...contentTypes[name] }).onConflictDoNothing();
  const [row] = await db.select({ id: notificationTypes.id }).from(notificationTypes).where(eq(notificationTypes.name, name));
  return row.id;
}

/**
 * One notification (HTML, sanitised where it is shown) for each user, each
 * in the change feed of that user only, so their device mirrors it.
 */
export async function notifyUsers(db: Db, type: keyof typeof contentTypes, html: string, userIds: readonly number[]) {
  if (!userIds.length) return;
  const [n] = await db.insert(notifications).values({ text: html, typeId: await typeId(db, type) }).returning({ id: notifications.id });
  const rows = await db
    .insert(userNotifications)
    .values(userIds.map((userId) => ({ userId, notificationId: n.id })))
    .returning({ id: userNotifications.id, userId: userNotifications.userId });
  for (const row of rows) await recordChange(db, 'notifications', row.id, 'put', [userScope(row.userId)]);
}
