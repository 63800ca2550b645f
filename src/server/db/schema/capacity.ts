import { boolean, date, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Capacity planning (decision 0029). Every row is versioned: writes go
// through versionedUpdate with the If-Match of the director's edit.

/** The model's named inputs; what a key means is in src/domain/capacity/assumptions.ts. */
export const capacityAssumptions = pgTable('capacity_assumptions', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  val: real('val').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row a month (YYYY-MM): projected new clients and churn; past months keep what was recorded. */
export const capacityProjections = pgTable('capacity_projections', {
  id: serial('id').primaryKey(),
  month: text('month').notNull().unique(),
  newClients: integer('new_clients').notNull().default(0),
  // Null: the monthlyChurnPct assumption.
  churnPct: real('churn_pct'),
  note: text('note').notNull().default(''),
  actualClients: integer('actual_clients'),
  actualCapacity: real('actual_capacity'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 3, hire; spec 4: hires can be archived. */
export const capacityHires = pgTable('capacity_hires', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // A role slug (src/domain/access/roles.ts).
  role: text('role').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  startingCapacity: integer('starting_capacity').notNull(),
  archived: boolean('archived').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
