import { sql } from 'drizzle-orm';
import type { Collection } from '../../domain/sync/sync-types';
import type { Db } from '../db/client';
import { changes } from '../db/schema/sync';

// all: everyone signed in; staff: every non-guest; user:<id>: that user only;
// client:<id>: staff and that client's guests; assignee:<id>: that user and
// the leads of their teams.
export type Scope = 'all' | 'staff' | `user:${number}` | `client:${number}` | `assignee:${number}`;

// Any constant works; it only has to be the same for every writer.
const feedLockKey = 7_101_977;

type FeedRow = { collection: Collection; entityId: string; scope: Scope; op: 'put' | 'del' };

// Every write to the feed: a record has one row per scope, which a new change
// moves to the end of the feed (a fresh seq) with its latest op.
const takeFeedLock = sql`select pg_advisory_xact_lock(${feedLockKey})`;
const feedInsert = sql`insert into ${changes} (collection, entity_id, scope, op, seq)`;
const feedUpsert = sql`on conflict (collection, entity_id, scope) do update set op = excluded.op, seq = nextval('change_seq')`;

/** Rows in statements of a thousand, the lock taken first; their seqs follow their order. */
async function writeRows(tx: Db, rows: readonly FeedRow[]) {
  if (!rows.length) return;
  await tx.execute(takeFeedLock);
  for (let i = 0; i < rows.length; i += 1000) {
    const values = sql.join(
      rows.slice(i, i + 1000).map((r) => sql`(${r.collection}, ${r.entityId}, ${r.scope}, ${r.op}, nextval('change_seq'))`),
      sql`, `,
    );
    await tx.execute(sql`${feedInsert} values ${values} ${feedUpsert}`);
  }
}

/**
 * The change rows of a batch's requests (issue 24), written in one statement
 * at its end (`writeDeferred`) instead of one per write: the feed's lock is
 * then held for the end of the batch only, so batches on PostgreSQL run side
 * by side until their last statement. A request refused in the batch takes
 * its rows back with its savepoint (`rollback`).
 */
export class DeferredChanges {
  private rows: FeedRow[] = [];
  mark(): number {
    return this.rows.length;
  }
  rollback(mark: number) {
    this.rows.length = mark;
  }
  add(rows: FeedRow[]) {
    this.rows.push(...rows);
  }
  /** The rows, the last of each record and scope only, in the order of those last ones. */
  take(): FeedRow[] {
    const last = new Map<string, FeedRow>();
    for (const row of this.rows) {
      const key = `${row.collection}\u0000${row.entityId}\u0000${row.scope}`;
      last.delete(key);
      last.set(key, row);
    }
    this.rows = [];
    return [...last.values()];
  }
}

const deferredOn = new WeakMap<Db, DeferredChanges>();

/** Change rows recorded on `tx` (a batch's transaction) wait for `writeDeferred`. */
export function deferChanges(tx: Db, deferred: DeferredChanges) {
  deferredOn.set(tx, deferred);
}

/** The batch's change rows, after its last request: one statement, the lock taken first. */
export async function writeDeferred(tx: Db, deferred: DeferredChanges) {
  await writeRows(tx, deferred.take());
}

/** Whether a change recorded on `tx` waits for the end of its batch. */
export const changesDeferred = (tx: Db) => deferredOn.has(tx);

/**
 * Records that an entity changed, in the caller's transaction. The advisory
 * lock is held until commit, so seq numbers become visible in order: no
 * reader can see seq N+1 while N is still uncommitted (decision 0002).
 *
 * `scopes` are who may see the entity now; `removedFrom` are scopes that
 * could see it before and no longer can (they receive a tombstone).
 */
export async function recordChange(
  tx: Db,
  collection: Collection,
  entityId: string | number,
  op: 'put' | 'del',
  scopes: readonly Scope[],
  removedFrom: readonly Scope[] = [],
) {
  // Tombstones first: a reader who can see both scopes must end on the put.
  const rows = [
    ...removedFrom.filter((s) => !scopes.includes(s)).map((scope) => ({ scope, op: 'del' as const })),
    ...scopes.map((scope) => ({ scope, op })),
  ];
  const deferred = deferredOn.get(tx);
  if (deferred) {
    deferred.add(rows.map((r) => ({ collection, entityId: String(entityId), ...r })));
    return;
  }
  for (const [i, row] of rows.entries()) {
    // The first row takes the lock in its own statement: a materialised CTE
    // read in FROM runs before the row (and its nextval) is made. One round
    // trip less per write; each costs about a millisecond on PGlite.
    const lock = i === 0 ? sql`with feed_lock as materialized (${takeFeedLock})` : sql`with feed_lock as (select 1)`;
    await tx.execute(sql`
      ${lock}
      ${feedInsert}
      select ${collection}, ${String(entityId)}, ${row.scope}, ${row.op}, nextval('change_seq') from feed_lock
      ${feedUpsert}`);
  }
}

/**
 * The change of one entity as two common table expressions to put before the
 * statement that changes it (versionedUpdate): the lock, then the feed row,
 * in the same statement, so a write costs one round trip less (issue 24's
 * replay). The lock is taken before the row's nextval, as in recordChange.
 * A statement that then changes no row is refused (412/404), and its
 * transaction rolls the feed row back with it.
 */
export function changeCtes(db: Db, collection: Collection, entityId: string | number, op: 'put' | 'del', scope: Scope) {
  const lock = db.$with('feed_lock', {}).as(takeFeedLock);
  const row = db.$with('feed_change', {}).as(sql`
    ${feedInsert}
    select ${collection}, ${String(entityId)}, ${scope}, ${op}, nextval('change_seq') from feed_lock
    ${feedUpsert}`);
  return [lock, row] as const;
}

/**
 * The same as raw CTEs for a statement that writes its record in a CTE
 * named `written`: the change row is made only when that CTE returns a row
 * (the write happened), after the feed's lock.
 */
export function changeAfterWrite(collection: Collection, entityId: string | number, op: 'put' | 'del', scope: Scope) {
  return sql`feed_lock as materialized (select pg_advisory_xact_lock(${feedLockKey}) from written),
    feed_change as (
      ${feedInsert}
      select ${collection}, ${String(entityId)}, ${scope}, ${op}, nextval('change_seq') from feed_lock
      ${feedUpsert})`;
}

/** Many entities of one collection at once (seeding, bulk writes). */
export async function recordChanges(
  tx: Db,
  collection: Collection,
  entries: readonly { id: string | number; scope: Scope; op?: 'put' | 'del' }[],
) {
  const rows = entries.map((e) => ({ collection, entityId: String(e.id), scope: e.scope, op: e.op ?? ('put' as const) }));
  const deferred = deferredOn.get(tx);
  if (deferred) deferred.add(rows);
  else await writeRows(tx, rows);
}
