import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

// Every change made in the administration area (issue 22): who, when, what,
// and the changed fields before and after. Secrets (passwords, their
// hashes) are never written here.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(), // user.create | team.archive | settings.update | ...
    entity: text('entity').notNull(), // user | team | bunch | settings
    entityId: integer('entity_id'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorId)],
);

// What the Slack integration posted, or would have (the sandbox), to a
// team's webhook: a test message or a booking. Written before the post and
// updated with its outcome, so a post is recorded either way.
export const slackPosts = pgTable(
  'slack_posts',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    kind: text('kind').notNull(), // test | meeting-booked
    meetingId: integer('meeting_id'),
    webhookUrl: text('webhook_url').notNull(),
    text: text('text').notNull(),
    transport: text('transport'), // sandbox | https, once tried
    status: text('status').notNull().default('queued'), // queued | sent | failed
    responseStatus: integer('response_status'),
    error: text('error'),
    requestedById: integer('requested_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('slack_posts_team_idx').on(t.teamId, t.id), index('slack_posts_meeting_idx').on(t.meetingId)],
);
