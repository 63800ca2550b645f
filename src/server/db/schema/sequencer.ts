import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, boolean } from 'drizzle-orm/pg-core';
import type { ProfileChange } from '../../../domain/sequencer/profile-changes';
import { clients, sendingMailboxes } from './clients';
import { exclusiveCompanyProfiles, geoTargetProfiles } from './lookups';
import { outreachSequences, sequenceProfiles } from './outreach';
import { companies, prospects } from './prospects';
import { users } from './users';

// The sequencer's tables (sequence_profiles itself is in ./outreach.ts).
// Names are short: PostgreSQL cuts identifiers at 63 characters, and the
// generated constraint names of long ones would collide.

/** A client's Outreach account as we run it; the integration owns the flag's clearing (spec 4). */
export const outreachInstances = pgTable('outreach_instances', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  // active | paused (domain/outreach/outreach-instance-types)
  status: text('status').notNull().default('active'),
  sequencesSyncRequested: boolean('sequences_sync_requested').notNull().default(false),
  syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});

/** Spec 3, outreachDetails: pairs of an Outreach sequence and the mailbox that sends it. */
export const profilePairs = pgTable(
  'profile_pairs',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => sequenceProfiles.id, { onDelete: 'cascade' }),
    outreachSequenceId: integer('sequence_id')
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => sendingMailboxes.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.profileId, t.outreachSequenceId, t.mailboxId)],
);

/** The prospects a profile holds, as Outreach sees them: pending, active or failed. */
export const profileProspects = pgTable(
  'profile_prospects',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => sequenceProfiles.id, { onDelete: 'cascade' }),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.prospectId] })],
);

export const profileNotes = pgTable(
  'profile_notes',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => sequenceProfiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_notes_profile_idx').on(t.profileId)],
);

/** Spec 3, log entry (created_at, user): what changed, field by field (domain/sequencer/profile-changes). */
export const profileLogs = pgTable(
  'profile_logs',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => sequenceProfiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // created | updated | cloned | settings | leads removed
    action: text('action').notNull(),
    changes: jsonb('changes').$type<ProfileChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_logs_profile_idx').on(t.profileId, t.createdAt)],
);

/** Prospects taken off a profile; kept as they were, so the list reads after the prospect is gone. */
export const profileRemovals = pgTable(
  'profile_removals',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => sequenceProfiles.id, { onDelete: 'cascade' }),
    prospectId: integer('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    title: text('title'),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_removals_profile_idx').on(t.profileId, t.removedAt)],
);

/** The states a geo-target profile covers (the lookup itself has a name only). */
export const geoTargetProfileStates = pgTable(
  'geo_profile_states',
  {
    geoTargetProfileId: integer('geo_profile_id')
      .notNull()
      .references(() => geoTargetProfiles.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.geoTargetProfileId, t.state] })],
);

/** The companies of an exclusive company profile (the lookup itself has a name only). */
export const exclusiveCompanyProfileCompanies = pgTable(
  'ecp_companies',
  {
    exclusiveCompanyProfileId: integer('ecp_id')
      .notNull()
      .references(() => exclusiveCompanyProfiles.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exclusiveCompanyProfileId, t.companyId] })],
);
