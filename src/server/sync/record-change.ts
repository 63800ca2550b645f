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
  for (const [i, row] of rows.entries()) {
    // The first row takes the lock in its own statement: a materialised CTE
    // read in FROM runs before the row (and its nextval) is made. One round
    // trip less per write; each costs about a millisecond on PGlite.
    const lock = i === 0 ? sql`with feed_lock as materialized (select pg_advisory_xact_lock(${feedLockKey}))` : sql`with feed_lock as (select 1)`;
    await tx.execute(sql`
      ${lock}
      insert into ${changes} (collection, entity_id, scope, op, seq)
      select ${collection}, ${String(entityId)}, ${row.scope}, ${row.op}, nextval('change_seq') from feed_lock
      on conflict (collection, entity_id, scope) do update set op = excluded.op, seq = nextval('change_seq')`);
  }
}

/** Many entities of one collection at once (seeding, bulk writes). */
export async function recordChanges(
  tx: Db,
  collection: Collection,
  entries: readonly { id: string | number; scope: Scope; op?: 'put' | 'del' }[],
) {
  if (!entries.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${feedLockKey})`);
  for (let i = 0; i < entries.length; i += 1000) {
    const chunk = entries.slice(i, i + 1000);
    await tx
      .insert(changes)
      .values(
        chunk.map((e) => ({
          collection,
          entityId: String(e.id),
          scope: e.scope,
          op: e.op ?? 'put',
          seq: sql`nextval('change_seq')`,
        })),
      )
      .onConflictDoUpdate({
        target: [changes.collection, changes.entityId, changes.scope],
        set: { op: sql`excluded.op`, seq: sql`nextval('change_seq')` },
      });
  }
}
