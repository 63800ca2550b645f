import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { prospects } from './prospects';
import { users } from './users';

export const callTasks = pgTable(
  'call_tasks',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    prospectId: integer('prospect_id').references(() => prospects.id),
    // urgent | high | normal | low (spec 4, task priority types)
    priority: text('priority').notNull().default('normal'),
    taskType: text('task_type').notNull().default('call'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    assigneeId: integer('assignee_id').references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // open | completed | removed; skipping keeps a task open.
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    notes: text('notes').notNull().default(''),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('call_tasks_assignee_idx').on(t.assigneeId), index('call_tasks_client_idx').on(t.clientId)],
);

// Call history of a task's prospect (GET /api/outreach/calls?task=..).
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').references(() => callTasks.id, { onDelete: 'cascade' }),
    prospectId: integer('prospect_id').references(() => prospects.id),
    userId: integer('user_id').references(() => users.id),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    notes: text('notes'),
  },
  (t) => [index('calls_task_idx').on(t.taskId)],
);
