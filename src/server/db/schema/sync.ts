import { bigint, index, integer, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const changeSeq = pgSequence('change_seq');

// The change feed: one row per (collection, entity, scope) holding the seq of
// its latest change. Re-writing a row moves it to the head of the feed, so a
// pull never returns stale intermediate states. Writers take a transaction
// advisory lock first (server/sync/record-change.ts) so seq order equals
// commit order and a reader never skips a number that commits later.
export const changes = pgTable(
  'changes',
  {
    collection: text('collection').notNull(),
    entityId: text('entity_id').notNull(),
    // all | staff | user:<id> | client:<id> | assignee:<id> (sync/record-change.ts)
    scope: text('scope').notNull(),
    op: text('op').notNull(), // put | del
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.entityId, t.scope] }), index('changes_seq_idx').on(t.seq)],
);

// Idempotency-Key records, kept 90 days (server/maintenance.ts): a rep may be offline for weeks.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(), // running | done
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
