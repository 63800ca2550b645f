import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  departmentId: integer('department_id').references(() => departments.id),
  teamLeadId: integer('team_lead_id').references(() => users.id),
  slackWebhookUrl: text('slack_webhook_url'),
  // Teams are archived by the documented DELETE, never removed.
  archived: boolean('archived').notNull().default(false),
  version: integer('version').notNull().default(1),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

// A bunch pairs client-facing roles (spec 6: assigning a PSM also assigns the
// campaign strategist of the same bunch).
export const bunches = pgTable('bunches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const bunchMembers = pgTable('bunch_members', {
  id: serial('id').primaryKey(),
  bunchId: integer('bunch_id').notNull().references(() => bunches.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
});
