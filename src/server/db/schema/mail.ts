import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every message the mail integration sends, sandboxed or real. SMTP mail is
// written here as queued in the booking's transaction and delivered after the
// commit by the mail worker (integrations/smtp-mail.ts): a rolled-back booking
// sends nothing, and a replayed request does not send twice.
export const sentMail = pgTable('sent_mail', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(), // meeting-invite | client-survey | ...
  transport: text('transport').notNull(), // sandbox | smtp
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  meetingId: integer('meeting_id'),
  status: text('status').notNull().default('sent'), // queued | sending | sent | failed
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sent_mail_status_idx').on(t.status, t.nextAttemptAt)]);
