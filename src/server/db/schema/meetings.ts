import { boolean, date, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, schedulingInboxes, sendingMailboxes } from './clients';
import { meetingTypes } from './lookups';
import { prospects } from './prospects';
import { users } from './users';

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    prospectId: integer('prospect_id').references(() => prospects.id),
    meetingTypeId: integer('meeting_type_id').references(() => meetingTypes.id),
    schedulingInboxId: integer('scheduling_inbox_id').references(() => schedulingInboxes.id),
    outreachMailboxId: integer('outreach_mailbox_id').references(() => sendingMailboxes.id),
    noSendingMailbox: boolean('no_sending_mailbox').notNull().default(false),
    sdrId: integer('sdr_id').references(() => users.id),
    originalMeetingId: integer('original_meeting_id'),
    sequenceProfileId: integer('sequence_profile_id'),
    surveyEmails: text('survey_emails'),
    additionalRecipients: jsonb('additional_recipients').$type<string[] | null>(),
    prospectEmail: text('prospect_email').notNull(),
    prospectName: text('prospect_name').notNull(),
    prospectTitle: text('prospect_title'),
    prospectCompany: text('prospect_company'),
    prospectIndustry: text('prospect_industry'),
    prospectPhone: text('prospect_phone'),
    prospectState: text('prospect_state'),
    // Wall-clock booking as the rep chose it, plus the instant it denotes.
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    timezone: text('timezone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    location: text('location'),
    description: text('description'),
    sendClientSurvey: boolean('send_client_survey').notNull().default(true),
    sendMeetingInvite: boolean('send_meeting_invite').notNull().default(true),
    // Pipeline fields (spec 3, meeting (pipeline)).
    status: text('status').notNull().default('Initial Meeting'),
    deleted: boolean('deleted').notNull().default(false),
    quality: real('quality'),
    generatedRevenue: integer('generated_revenue'),
    notes: text('notes').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('meetings_client_idx').on(t.clientId),
    index('meetings_start_idx').on(t.startAt),
    index('meetings_prospect_idx').on(t.prospectEmail, t.clientId),
  ],
);
