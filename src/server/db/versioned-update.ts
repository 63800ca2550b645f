import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Collection } from '../../domain/sync/sync-types';
import { HttpError } from '../http/errors';
import { changeCtes, changesDeferred, recordChange, type Scope } from '../sync/record-change';
import type { Db } from './client';

/** A table of versioned rows (decision 0022): an integer id and version. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The version an `If-Match` header asks for, or undefined when none was
 * sent. `W/"3"` and `"3"` read as 3; anything else is 400.
 */
export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header('If-Match');
  if (header === undefined) return undefined;
  const sent = Number(header.replace(/^W\//, '').replaceAll('"', '').trim());
  if (!Number.isInteger(sent) || sent < 0 || sent > 2_147_483_647) throw new HttpError(400, 'If-Match must be a row version number.');
  return sent;
}

/** 412 with the record as it is now, so the app can offer "keep mine" or "take theirs". */
export const staleVersion = (current: unknown) => new HttpError(412, 'Someone else changed this record since you loaded it.', { current });

export type VersionedUpdate<T extends VersionedTable> = {
  table: T;
  id: number;
  changes: PgUpdateSetSource<T>;
  /** The version the writer read (If-Match); undefined writes whatever the version is. */
  expected: number | undefined;
  /** Further conditions on the row (the meeting belongs to the client of the path). */
  where?: SQL;
  /** The record as the API answers it, for the 412 (read only when the write is refused). */
  current: () => Promise<unknown>;
  /** A mirrored record's change for the feed, written by the same statement (record-change.ts). */
  change?: { collection: Collection; op?: 'put' | 'del'; scope: Scope };
};

/** What the write answers: the new version only (`versionOnly`), or the whole row (reading every column back costs as much again as the write). */
type Written<T extends VersionedTable, V extends boolean> = V extends true ? { id: number; version: number } : T['$inferSelect'];

/**
 * The one versioned write (decision 0022): the version check and
 * the write are one statement,
 *   UPDATE … SET …, version = version + 1 WHERE id = $1 AND version = $2 RETURNING *
 * so two writers with the same If-Match get one success and one 412, on
 * PostgreSQL (the second waits for the first's row lock, then finds the
 * version moved on) as on PGlite. Without If-Match the version still moves
 * by one in the same statement. No row: 412 with the current record when it
 * still exists, 404 when it does not.
 */
export async function versionedUpdate<T extends VersionedTable, V extends boolean = false>(
  db: Db,
  u: VersionedUpdate<T> & { versionOnly?: V },
): Promise<Written<T, V>> {
  const conditions = [eq(u.table.id, u.id)];
  if (u.expected !== undefined) conditions.push(eq(u.table.version, u.expected));
  if (u.where) conditions.push(u.where);
  // In a batch the change waits for the batch's end (record-change.ts); alone, the same statement writes it.
  const deferred = changesDeferred(db);
  const writer = u.change && !deferred ? db.with(...changeCtes(db, u.change.collection, u.id, u.change.op ?? 'put', u.change.scope)) : db;
  const update = writer
    .update(u.table)
    .set({ ...u.changes, version: sql`${u.table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(...conditions));
  const rows = await (u.versionOnly ? update.returning({ id: u.table.id, version: u.table.version }) : update.returning());
  const [row] = rows as Written<T, V>[];
  if (row && u.change && deferred) await recordChange(db, u.change.collection, u.id, u.change.op ?? 'put', [u.change.scope]);
  if (row) return row;
  const current = await u.current();
  if (current === undefined || current === null) throw new HttpError(404, 'Not found');
  throw staleVersion(current);
}

/**
 * A request that changes nothing still honours If-Match: a stale version
 * is 412 (read only; with no write there is no update to lose).
 */
export function assertVersion(expected: number | undefined, current: { version: number }) {
  if (expected !== undefined && expected !== current.version) throw staleVersion(current);
}
