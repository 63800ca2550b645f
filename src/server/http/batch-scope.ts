import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AppDeps } from './env';
import type { DeferredChanges } from '../sync/record-change';
import type { BatchKeys } from './idempotency-keys';

// A request of a batch runs on the batch's transaction (decision 0036): the
// batch hands it down in the environment of the app's own fetch, which no
// caller from outside can set (the Node server passes its own bindings),
// with the batch's keys (reserved and answered in bulk) and its savepoints.
const batchScope = Symbol('the batch');

export type BatchScope = {
  db: Db;
  keys: BatchKeys;
  /** Each request's body as sent in the batch: its request carries none (sentBody). */
  bodies: WeakMap<Request, string>;
  /** A savepoint before one request's writes; rolled back if it is refused. */
  savepoint(): Promise<{ rollback(): Promise<void> }>;
};

type Scoped = { [batchScope]?: BatchScope };

// PostgreSQL keeps up to 64 open subtransactions of a backend in shared
// memory; past that every other session's snapshots slow down.
const maxOpenSavepoints = 48;

/**
 * The batch's own savepoints: one statement per request instead of two.
 * A request's savepoint is not released after it (RELEASE is a round trip,
 * and an open savepoint costs nothing until commit); every few dozen
 * requests the oldest open one is released, which releases those after it
 * too. A refused request rolls back to its own, undoing its writes only,
 * and its change rows waiting for the batch's end.
 */
export function batchSavepoints(tx: Db, changes: DeferredChanges): BatchScope['savepoint'] {
  let made = 0;
  let oldestOpen: string | null = null;
  let open = 0;
  return async () => {
    if (open >= maxOpenSavepoints && oldestOpen) {
      await tx.execute(sql.raw(`release savepoint ${oldestOpen}`));
      oldestOpen = null;
      open = 0;
    }
    const name = `batch_request_${++made}`;
    await tx.execute(sql.raw(`savepoint ${name}`));
    oldestOpen ??= name;
    open += 1;
    const mark = changes.mark();
    return {
      rollback: async () => {
        await tx.execute(sql.raw(`rollback to savepoint ${name}`));
        // Its change rows too: they would only have been written at the batch's end.
        changes.rollback(mark);
      },
    };
  };
}

/** The environment of one request of a batch: the parent's, with the batch. */
export const inBatch = (env: unknown, scope: BatchScope): object => ({ ...(env as object | undefined), [batchScope]: scope });

/** The batch a request runs in, if any. */
export const batchOf = (env: unknown): BatchScope | undefined => (env as Scoped | undefined)?.[batchScope];

/**
 * The body of a request of a batch, which the request itself does not carry:
 * made into a stream, then read for its key's hash and again for its route,
 * each request's body cost more of the server's one thread than its write
 * (issue 24). The app hands it to Hono's body cache (app.ts), where every
 * reader of the request finds it, the body limit included (route.ts).
 */
export const sentBody = (env: unknown, request: Request): string | undefined => batchOf(env)?.bodies.get(request);

/** The app's dependencies for this request: a request of a batch uses the batch's transaction as its database. */
export function depsFor(env: unknown, deps: AppDeps): AppDeps {
  const scope = batchOf(env);
  return scope ? { ...deps, database: { ...deps.database, db: scope.db } } : deps;
}
