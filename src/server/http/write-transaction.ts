import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/sync';
import type { AppEnv } from './env';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// A "running" record older than this belongs to a process that died.
const staleRunningMs = 2 * 60_000;

class Rollback extends Error {}

/**
 * Reads use the root database. Every unsafe call runs in one transaction, so
 * its row changes, change-feed rows and idempotency record commit together;
 * an answer of 400 or more rolls the changes back.
 *
 * Idempotency-Key (decision 0005): the first answer is stored and replayed for a
 * repeat; the same key with another request is 422; a repeat while the first
 * is still running is 409. A 5xx frees the key so a retry runs again.
 */
export const writeTransaction = createMiddleware<AppEnv>(async (c, next) => {
  const { db } = c.get('deps').database;
  c.set('db', db);
  if (safeMethods.has(c.req.method)) return next();

  const key = c.req.header('Idempotency-Key');
  const userId = c.get('user').id;
  if (key !== undefined) {
    if (!/^[\w-]{8,100}$/.test(key)) return c.json({ error: 'The Idempotency-Key header is not valid.' }, 400);
    const url = new URL(c.req.url);
    const body = await c.req.text();
    const hash = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n${body}`).digest('hex');
    const outcome = await reserveKey(db, userId, key, hash);
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

  try {
    await db.transaction(async (tx) => {
      c.set('db', tx as unknown as Db);
      await next();
      if (c.res.status >= 400) throw new Rollback();
      if (key !== undefined) await storeAnswer(tx as unknown as Db, userId, key, c.res);
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    if (key !== undefined) {
      if (c.res.status >= 500) await db.delete(idempotencyKeys).where(keyIs(userId, key));
      else await storeAnswer(db, userId, key, c.res);
    }
  } finally {
    c.set('db', db);
  }
});

const keyIs = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

type Reservation =
  | { kind: 'fresh' }
  | { kind: 'replay'; status: ContentfulStatusCode; body: string }
  | { kind: 'mismatch' }
  | { kind: 'running' };

async function reserveKey(db: Db, userId: number, key: string, hash: string): Promise<Reservation> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, state: 'running' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'fresh' };
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(userId, key));
  if (!row) return reserveKey(db, userId, key, hash);
  if (row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.state === 'done') {
    return { kind: 'replay', status: (row.responseStatus ?? 200) as ContentfulStatusCode, body: row.responseBody ?? '' };
  }
  // Take over a key whose first request died with its process. The age is
  // compared in SQL: PostgreSQL keeps microseconds that a JS Date loses.
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        keyIs(userId, key),
        eq(idempotencyKeys.state, 'running'),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${staleRunningMs / 1000})`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length ? { kind: 'fresh' } : { kind: 'running' };
}

async function storeAnswer(db: Db, userId: number, key: string, res: Response) {
  const body = await res.clone().text();
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: res.status, responseBody: body })
    .where(keyIs(userId, key));
}
