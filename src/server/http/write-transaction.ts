import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { batchOf, type BatchScope } from './batch-scope';
import type { AppEnv } from './env';
import { freeKey, isValidKey, requestHash, reserveKey, storeAnswer } from './idempotency-keys';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

class Rollback extends Error {}

/**
 * Reads use the root database. Every unsafe call runs in one transaction, so
 * its row changes, change-feed rows and idempotency record commit together;
 * an answer of 400 or more rolls the changes back.
 *
 * Idempotency-Key (decision 0005): the first answer is stored and replayed for a
 * repeat; the same key with another request is 422; a repeat while the first
 * is still running is 409. A 5xx frees the key so a retry runs again. In a
 * batch, the batch reserves the keys and writes the answers, in bulk
 * (idempotency-keys.ts).
 */
export const writeTransaction = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', c.get('deps').database.db);
  if (safeMethods.has(c.req.method)) return next();
  return runAsWrite(c, next);
});

/**
 * The same for a GET that changes data (an endpoint described `unsafe`,
 * spec 7's GET /sequencer/delete-note/{id}): route() mounts it before the
 * endpoint's guards, so the call runs in one transaction like any write.
 */
export const unsafeGetTransaction = createMiddleware<AppEnv>(async (c, next) => runAsWrite(c, next));

async function runAsWrite(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const { db } = c.get('deps').database;
  c.set('db', db);
  const key = c.req.header('Idempotency-Key');
  const userId = c.get('user').id;
  const batch = batchOf(c.env);
  const inBatch = batch?.keys.userId === userId ? batch.keys : undefined;
  let hash = '';
  if (key !== undefined) {
    if (!isValidKey(key)) return c.json({ error: 'The Idempotency-Key header is not valid.' }, 400);
    // The bytes as sent: a multipart upload is not text (the hash of a text body is the same either way).
    hash = requestHash(c.req.method, new URL(c.req.url), new Uint8Array(await c.req.arrayBuffer()));
    const outcome = inBatch?.take(userId, key, hash) ?? (await reserveKey(db, userId, key, hash));
    if (outcome.kind === 'replay') {
      return c.body(outcome.body, outcome.status, { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' });
    }
    if (outcome.kind === 'mismatch') {
      return c.json({ error: 'This Idempotency-Key was already used for a different request.' }, 422);
    }
    if (outcome.kind === 'running') {
      return c.json({ error: 'This request is still being processed. Try again in a moment.' }, 409);
    }
  }
  const remember = async (executor: Db, res: Response) => {
    const body = await res.clone().text();
    if (inBatch) inBatch.answer(key!, hash, res.status, body);
    else await storeAnswer(executor, userId, key!, res.status, body);
  };

  if (batch) {
    const keep = key === undefined ? undefined : { remember: (res: Response) => remember(db, res), free: async () => (inBatch ? inBatch.free(key) : freeKey(db, userId, key)) };
    return runInBatch(c, next, batch, keep);
  }
  try {
    await db.transaction(async (tx) => {
      c.set('db', tx as unknown as Db);
      await next();
      if (c.res.status >= 400) throw new Rollback();
      if (key !== undefined) await remember(tx as unknown as Db, c.res);
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    if (key !== undefined) {
      if (c.res.status < 500) await remember(db, c.res);
      else await freeKey(db, userId, key);
    }
  } finally {
    c.set('db', db);
  }
}

/**
 * A request of a batch: on the batch's transaction after a savepoint of the
 * batch's own (batch-scope.ts), rolled back to when it is refused; its key's
 * answer kept as alone.
 */
async function runInBatch(c: Context<AppEnv>, next: Next, batch: BatchScope, key: { remember: (res: Response) => Promise<void>; free: () => Promise<void> } | undefined) {
  const savepoint = await batch.savepoint();
  c.set('db', batch.db);
  try {
    await next();
  } catch (err) {
    await savepoint.rollback();
    throw err;
  }
  if (c.res.status >= 400) await savepoint.rollback();
  if (!key) return;
  if (c.res.status < 500) await key.remember(c.res);
  else await key.free();
}
