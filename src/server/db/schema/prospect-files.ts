import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Files kept in the database, in chunks (an uploaded CSV, a daily export):
// several server processes share no disk, and a chunk at a time keeps memory
// flat whatever the file's size.
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull().default('text/csv'),
  size: integer('size').notNull().default(0),
  chunks: integer('chunks').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

export type UploadCounts = { created: number; updated: number; skipped: Record<string, number> };

// A CSV of prospects sent for a client (issue 21), processed by the job
// 'prospects.upload'. `rowsDone` is the resume point: each batch of rows
// and the counts it adds commit together, so a job taken over after a
// restart starts at the first row not yet counted.
export const prospectUploads = pgTable(
  'prospect_uploads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** The file's header row, as read when it was sent. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** Prospect field → CSV header. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    duplicates: text('duplicates').notNull().default('update'), // update | skip
    status: text('status').notNull().default('queued'), // queued | processing | done | failed
    rowsDone: integer('rows_done').notNull().default(0),
    bytesDone: integer('bytes_done').notNull().default(0),
    counts: jsonb('counts')
      .$type<UploadCounts>()
      .notNull()
      .default(sql`'{"created":0,"updated":0,"skipped":{}}'::jsonb`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('prospect_uploads_created_idx').on(t.createdAt)],
);

/** A row of an upload that was not applied, with its reason: the rejected-rows report. */
export const prospectUploadRejects = pgTable(
  'prospect_upload_rejects',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => prospectUploads.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.line] })],
);

/** One client's prospects added or changed on one day (UTC), written by the job 'prospects.daily-export'. */
export const prospectDailyExports = pgTable(
  'prospect_daily_exports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    rows: integer('rows').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.clientId, t.day), index('prospect_daily_exports_day_idx').on(t.day)],
);
