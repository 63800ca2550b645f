import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CadenceStep, ContentChannel } from '../../../domain/content/cadence';
import type { OutreachState } from '../../../domain/content/content-types';
import { clients } from './clients';
import { outreachSequences } from './outreach';
import { users } from './users';

// Content sequences (spec 3) and what hangs off them: steps, templates with
// every saved version, feedback, and a log of what was done, by whom, when.

export const contentCadences = pgTable('content_cadences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  steps: jsonb('steps').$type<CadenceStep[]>().notNull(),
});

export const contentSequences = pgTable(
  'content_sequences',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // Draft | In Review | Approved | Uploaded (domain/content/content-status.ts)
    status: text('status').notNull().default('Draft'),
    shareStatus: text('share_status').notNull().default('private'),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
    sapperOwnerId: integer('sapper_owner_id').references(() => users.id, { onDelete: 'set null' }),
    outreachSequenceId: integer('outreach_sequence_id').references(() => outreachSequences.id, { onDelete: 'set null' }),
    cadenceId: integer('cadence_id').references(() => contentCadences.id, { onDelete: 'set null' }),
    clonedFrom: integer('cloned_from'),
    // A sync or upload asked for, until its job is done.
    pendingAction: text('pending_action'),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    pendingBy: integer('pending_by').references(() => users.id, { onDelete: 'set null' }),
    outreachState: jsonb('outreach_state').$type<OutreachState>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_sequences_client_idx').on(t.clientId)],
);

export const contentSteps = pgTable(
  'content_steps',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id').notNull().references(() => contentSequences.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    dayOffset: integer('day_offset').notNull(),
    channel: text('channel').$type<ContentChannel>().notNull(),
  },
  (t) => [unique('content_steps_sequence_step').on(t.sequenceId, t.step)],
);

export const contentTemplates = pgTable(
  'content_templates',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id').notNull().references(() => contentSequences.id, { onDelete: 'cascade' }),
    cadenceStep: integer('cadence_step').notNull(),
    subject: text('subject').notNull().default(''),
    // Sanitised HTML (server/html/sanitize-rich-text.ts), never stored raw.
    body: text('body').notNull().default(''),
    approved: boolean('approved').notNull().default(false),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_templates_sequence_idx').on(t.sequenceId, t.cadenceStep)],
);

// Every saved change of a template's text, so a reviewer sees what changed
// since their last feedback.
export const contentTemplateVersions = pgTable(
  'content_template_versions',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull().references(() => contentTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_template_versions_template_version').on(t.templateId, t.version)],
);

export const contentFeedbacks = pgTable(
  'content_feedbacks',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull().references(() => contentTemplates.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    templateVersion: integer('template_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_feedbacks_template_idx').on(t.templateId, t.createdAt)],
);

export const contentActivity = pgTable(
  'content_activity',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id').notNull().references(() => contentSequences.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_activity_sequence_idx').on(t.sequenceId, t.at)],
);

// The Outreach side of uploaded steps and templates, as the (sandbox)
// Outreach integration holds them: outreach_sequences keeps its columns;
// what an upload puts on Outreach lives here, and a sync reads it back.
export const outreachContentSteps = pgTable(
  'outreach_content_steps',
  {
    id: serial('id').primaryKey(),
    outreachSequenceId: integer('outreach_sequence_id').notNull().references(() => outreachSequences.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    dayOffset: integer('day_offset').notNull(),
    channel: text('channel').notNull(),
    contentTemplateId: integer('content_template_id'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outreach_content_steps_sequence_idx').on(t.outreachSequenceId, t.step)],
);
