import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// The session id itself never reaches the database: only its SHA-256, so a
// leaked table does not hand out live sessions.
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    xsrfToken: text('xsrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Idle expiry (issue 17): moved forward at most once an hour (sessions.ts).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Sign-in throttle (issue 17, decision 0030): one row per account
// (`account:<email>`) and per address of origin (`address:<ip>`), counted
// atomically with an upsert before the password is checked. In the database
// so the limit holds across server processes (DESIGN.md).
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

// The old sign-in failure log (issue 2), no longer written since login_throttle;
// kept so that this migration only adds (dropping it is a rename question for
// drizzle-kit), pruned by maintenance.ts until a later migration drops it.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at)],
);
