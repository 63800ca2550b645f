import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { outreachSequences } from './outreach';
import { prospects } from './prospects';

// The performance panel's tables: an Outreach sequence's steps, each step's
// templates, and one row per email sent. Every count of the panel is
// aggregated from the sends (no stored totals that can drift).

export const sequenceSteps = pgTable(
  'sequence_steps',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    order: integer('step_order').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('sequence_steps_sequence_idx').on(t.sequenceId, t.order)],
);

export const stepTemplates = pgTable(
  'step_templates',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
  },
  (t) => [index('step_templates_step_idx').on(t.stepId)],
);

/** One email of a sequence to a prospect: sent, then bounced, or delivered and perhaps opened and replied to. */
export const sequenceSends = pgTable(
  'sequence_sends',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => stepTemplates.id, { onDelete: 'cascade' }),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    bounced: boolean('bounced').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('sequence_sends_sequence_idx').on(t.sequenceId, t.prospectId),
    index('sequence_sends_step_idx').on(t.stepId),
    index('sequence_sends_template_idx').on(t.templateId),
  ],
);

/** A Smartlead account; the key is stored whole and shown as its last four characters. */
export const smartleadInstances = pgTable('smartlead_instances', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // active | paused (domain/smartlead/smartlead-types)
  status: text('status').notNull().default('active'),
  apiKey: text('api_key'),
  syncing: boolean('syncing').notNull().default(false),
  syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smartleadMailboxes = pgTable(
  'smartlead_mailboxes',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => smartleadInstances.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // connected | disconnected, as Smartlead reports it at the last sync
    status: text('status').notNull().default('connected'),
  },
  (t) => [index('smartlead_mailboxes_instance_idx').on(t.instanceId)],
);
