import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';

// Mirrors of the Outreach integration's accounts, users and sequences. The
// sandbox integration owns their statuses (see server/integrations).
export const outreachUsers = pgTable('outreach_users', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
});

export const outreachSequences = pgTable(
  'outreach_sequences',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    outreachUserId: integer('outreach_user_id').references(() => outreachUsers.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // Outreach's own lock on a sequence (spec 4's status filter: locked = Locked).
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [index('outreach_sequences_client_idx').on(t.clientId)],
);

// Owned by the sequencer (its other tables are in ./sequencer.ts). The
// targeting criteria are one JSON object (domain/sequencer/profile-criteria).
export const sequenceProfiles = pgTable(
  'sequence_profiles',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('Active'),
    cloned: boolean('cloned').notNull().default(false),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
    sfdcProjectId: text('sfdc_project_id'),
    platform: text('platform').notNull().default('outreach'),
    swimlanesEnabled: boolean('swimlanes_enabled').notNull().default(false),
    monthlyProspects: integer('monthly_prospects'),
    dayToAdd: integer('day_to_add'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sequence_profiles_client_idx').on(t.clientId)],
);

export const mailingStats = pgTable(
  'mailing_stats',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    sequenceProfileId: integer('sequence_profile_id').references(() => sequenceProfiles.id),
    month: text('month').notNull(), // YYYY-MM
    deliverCount: integer('deliver_count').notNull().default(0),
    prospectsCount: integer('prospects_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
  },
  (t) => [index('mailing_stats_client_idx').on(t.clientId, t.month)],
);
