import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notificationTypes = pgTable('notification_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  iconClass: text('icon_class').notNull(),
  backgroundColor: text('background_color').notNull(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  // Stored as written by the server; the app sanitises it before display.
  text: text('text').notNull(),
  typeId: integer('type_id').notNull().references(() => notificationTypes.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('user_notifications_user_idx').on(t.userId, t.readAt)],
);
