import type { Db } from '../db/client';
import type { AppDeps } from '../http/env';

// A request of a batch runs on the batch's transaction (decision 0036): the
// batch hands it down in the environment of the app's own fetch, which no
// caller from outside can set (the Node server passes its own bindings).
const batchDatabase = Symbol('the batch transaction');

type Scoped = { [batchDatabase]?: Db };

/** The environment of one request of a batch: the parent's, with the batch's transaction. */
export const inBatch = (env: unknown, db: Db): object => ({ ...(env as object | undefined), [batchDatabase]: db });

/** The app's dependencies for this request: a request of a batch uses the batch's transaction as its database. */
export function depsFor(env: unknown, deps: AppDeps): AppDeps {
  const db = (env as Scoped | undefined)?.[batchDatabase];
  return db ? { ...deps, database: { ...deps.database, db } } : deps;
}
