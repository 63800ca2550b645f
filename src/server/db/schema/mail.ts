import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every message the mail integration sends, sandboxed or real.
export const sentMail = pgTable('sent_mail', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(), // meeting-invite | client-survey | ...
  transport: text('transport').notNull(), // sandbox | smtp
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  meetingId: integer('meeting_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
