import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The server's one queue of background work (decision 0022):
// upload processing, daily exports, sandbox syncs, webhook posts. A job is
// written in the transaction of the request that asks for it, so it exists
// only if that request commits; server/jobs/job-runner.ts leases and runs it.
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'), // queued | running | done | failed
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    // While running: the lease. A process that dies lets it run out, and
    // another process takes the job over (resumable jobs keep their progress).
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    // At most one job per key, ever (a schedule's occurrence, one export a day).
    uniqueKey: text('unique_key'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt), uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey)],
);
