import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// Agency-wide settings: one row, read and written as a one-element list.
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  agencyName: text('agency_name').notNull(),
  defaultTimezone: text('default_timezone').notNull(),
  defaultMeetingMinutes: integer('default_meeting_minutes').notNull().default(30),
  dneCheckEnabled: boolean('dne_check_enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
});

// Global opt-out list: these addresses are never emailed again.
export const optOuts = pgTable('opt_outs', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdById: integer('created_by_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
