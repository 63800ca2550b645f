import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changes } from '../db/schema/sync';

/** The mirrored collections (DESIGN.md) and the feed's names for them. */
export type Collection = 'me' | 'lookups' | 'clients' | 'meetings' | 'tasks' | 'notifications';

// all: everyone signed in; staff: every non-guest; user:<id>: that user only;
// client:<id>: staff and that client's guests; assignee:<id>: that user and
// the leads of their teams.
export type Scope = 'all' | 'staff' | `user:${number}` | `client:${number}` | `assignee:${number}`;

// Any constant works; it only has to be the same for every writer.
const feedLockKey = 7_101_977;

/**
 * Records that an entity changed, in the caller's transaction. The advisory
 * lock is held until commit, so seq numbers become visible in order: no
 * reader can see seq N+1 while N is still uncommitted (DESIGN.md).
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
  await tx.execute(sql`select pg_advisory_xact_lock(${feedLockKey})`);
  // Tombstones first: a reader who can see both scopes must end on the put.
  const rows = [
    ...removedFrom.filter((s) => !scopes.includes(s)).map((scope) => ({ scope, op: 'del' as const })),
    ...scopes.map((scope) => ({ scope, op })),
  ];
  for (const row of rows) {
    await tx
      .insert(changes)
      .values({ collection, entityId: String(entityId), scope: row.scope, op: row.op, seq: sql`nextval('change_seq')` })
      .onConflictDoUpdate({
        target: [changes.collection, changes.entityId, changes.scope],
        set: { op: row.op, seq: sql`nextval('change_seq')` },
      });
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
