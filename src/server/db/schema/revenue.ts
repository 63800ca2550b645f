import { date, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';

// Revenue planning (decision 0029): amounts in whole dollars.

/** Spec 3, uncommon deal: recognised thisMonthRec on its date, nextMonthRec on the 1st of the next month. */
export const uncommonDeals = pgTable('uncommon_deals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
  date: date('date', { mode: 'string' }).notNull(),
  revenue: integer('revenue').notNull(),
  thisMonthRec: integer('this_month_rec').notNull(),
  nextMonthRec: integer('next_month_rec').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 3, monthly projection: month, year, goal. */
export const monthlyProjections = pgTable(
  'monthly_projections',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    goal: integer('goal'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.year, t.month)],
);

/** A day's onboardings: clients onboarded and the revenue they bring. */
export const dailyOnboardings = pgTable('daily_onboardings', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  count: integer('count').notNull().default(0),
  revenue: integer('revenue').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
