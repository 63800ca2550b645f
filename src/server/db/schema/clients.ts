import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { industries, meetingTypes } from './lookups';
import { teams } from './teams';
import { users } from './users';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // active | onboarding | paused | churned (spec 4 colours the first three)
    status: text('status').notNull().default('onboarding'),
    industryId: integer('industry_id').references(() => industries.id),
    sendDate: date('send_date', { mode: 'string' }),
    onboardingDate: date('onboarding_date', { mode: 'string' }),
    outreachPairsCount: integer('outreach_pairs_count').notNull().default(0),
    details: text('details'),
    teamId: integer('team_id').references(() => teams.id),
    taskTags: jsonb('task_tags').$type<string[]>().notNull().default([]),
    meetingLocation: text('meeting_location'),
    meetingDescription: text('meeting_description'),
    // The client's Outreach account, as the integration reports it.
    outreachStatus: text('outreach_status').notNull().default('connected'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_status_idx').on(t.status), index('clients_onboarding_idx').on(t.onboardingDate)],
);

// Spec 4: a client has one contact, created when it has no id, else updated.
export const clientContacts = pgTable('client_contacts', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  address: text('address'),
  state: text('state'),
  city: text('city'),
  zipCode: text('zip_code'),
  phone: text('phone'),
});

export const clientMeetingTypes = pgTable(
  'client_meeting_types',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    meetingTypeId: integer('meeting_type_id').notNull().references(() => meetingTypes.id),
  },
  (t) => [unique().on(t.clientId, t.meetingTypeId)],
);

export const clientTeamMembers = pgTable(
  'client_team_members',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.clientId, t.userId), index('client_team_members_user_idx').on(t.userId)],
);

export const clientMeetingGoals = pgTable(
  'client_meeting_goals',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    month: text('month').notNull(), // YYYY-MM
    goal: integer('goal').notNull(),
  },
  (t) => [unique().on(t.clientId, t.month)],
);

// The client's do-not-email list, by domain.
export const dneDomains = pgTable(
  'dne_domains',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.clientId, t.domain)],
);

// Gmail inboxes that send the calendar invite on the client's behalf.
export const schedulingInboxes = pgTable('scheduling_inboxes', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  header: text('header').notNull(),
  status: text('status').notNull().default('connected'),
  titlePrefix: text('title_prefix'),
  timezone: text('timezone'),
  clientEmails: jsonb('client_emails').$type<string[]>().notNull().default([]),
});

// Outreach mailboxes that send sequence emails for the client.
export const sendingMailboxes = pgTable('sending_mailboxes', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  header: text('header').notNull(),
  status: text('status').notNull().default('connected'),
});

export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id'),
    name: text('name').notNull(),
    // One Time | Reoccurring | Both (spec 5, deal revenue)
    contractType: text('contract_type').notNull().default('One Time'),
    fixedPayment: integer('fixed_payment').notNull().default(0),
    monthsCount: integer('months_count').notNull().default(0),
    reoccurringAmount: integer('reoccurring_amount').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('opportunities_client_idx').on(t.clientId)],
);
