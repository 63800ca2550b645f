import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/sync';

// A "running" record older than this belongs to a process that died.
const staleRunningMs = 2 * 60_000;

export const isValidKey = (key: string) => /^[\w-]{8,100}$/.test(key);

/** What a request is, for its key (decision 0005): method, path and query, and the body's bytes as sent. */
export function requestHash(method: string, url: URL, body: Uint8Array): string {
  return createHash('sha256').update(`${method} ${url.pathname}${url.search}\n`).update(body).digest('hex');
}

export type Reservation =
  | { kind: 'fresh' }
  | { kind: 'replay'; status: ContentfulStatusCode; body: string }
  | { kind: 'mismatch' }
  | { kind: 'running' };

const keyIs = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export async function reserveKey(db: Db, userId: number, key: string, hash: string): Promise<Reservation> {
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

export async function storeAnswer(db: Db, userId: number, key: string, status: number, body: string) {
  await db.update(idempotencyKeys).set({ state: 'done', responseStatus: status, responseBody: body }).where(keyIs(userId, key));
}

/** A 5xx frees its key, so that a retry runs again. */
export async function freeKey(db: Db, userId: number, key: string) {
  await db.delete(idempotencyKeys).where(keyIs(userId, key));
}

type Answer = { hash: string; status: number; body: string };

/**
 * The keys of a batch's requests (issue 24, decision 0036): reserved in one
 * statement before the first request runs, and their answers written in one
 * after the last, on the batch's transaction; each request's own statements
 * are then only its route's. What each request gets is what it would get
 * alone: a key the batch reserved is fresh; a key another request of the same
 * batch answered meanwhile replays that answer (or is 422 for another
 * request); any other key asks the database as alone. Everything commits or
 * rolls back with the batch, so nothing is stored that a lone request would
 * not have stored.
 */
export class BatchKeys {
  // Reserved by the batch and not yet taken: key → the hash it was reserved with.
  private readonly reserved = new Map<string, string>();
  // null: the request failed on the server and frees its key.
  private readonly answers = new Map<string, Answer | null>();

  constructor(readonly userId: number) {}

  /** One insert for every key of the batch not known yet (its first request each). */
  async reserve(db: Db, requests: { key: string; hash: string }[]) {
    const first = new Map<string, string>();
    for (const { key, hash } of requests) if (isValidKey(key) && !first.has(key)) first.set(key, hash);
    if (!first.size) return;
    const inserted = await db
      .insert(idempotencyKeys)
      .values([...first].map(([key, hash]) => ({ userId: this.userId, key, requestHash: hash, state: 'running' as const })))
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    for (const { key } of inserted) this.reserved.set(key, first.get(key)!);
  }

  /** The key's outcome for a request of the batch, or undefined: the database is asked, as alone. */
  take(userId: number, key: string, hash: string): Reservation | undefined {
    if (userId !== this.userId) return undefined;
    const answered = this.answers.get(key);
    if (answered === null) {
      // Freed by an earlier request of the batch: its record is still ours, running.
      this.answers.delete(key);
      return { kind: 'fresh' };
    }
    if (answered) {
      return answered.hash === hash ? { kind: 'replay', status: answered.status as ContentfulStatusCode, body: answered.body } : { kind: 'mismatch' };
    }
    if (!this.reserved.has(key)) return undefined;
    this.reserved.delete(key);
    // Reserved with another hash would be a slip of the batch: the answer's write puts this one.
    return { kind: 'fresh' };
  }

  answer(key: string, hash: string, status: number, body: string) {
    this.answers.set(key, { hash, status, body });
  }

  free(key: string) {
    this.answers.set(key, null);
  }

  /** After the last request: the answers in one statement; freed keys, and reserved ones no request took, deleted in another. */
  async finish(db: Db) {
    const done = [...this.answers].flatMap(([key, a]) => (a ? [{ key, ...a }] : []));
    const gone = [...[...this.answers].flatMap(([key, a]) => (a ? [] : [key])), ...this.reserved.keys()];
    if (done.length) {
      const values = sql.join(
        done.map((a) => sql`(${a.key}::text, ${a.hash}::text, ${a.status}::int, ${a.body}::text)`),
        sql`, `,
      );
      await db.execute(sql`update ${idempotencyKeys} k set state = 'done', request_hash = v.hash, response_status = v.status, response_body = v.body
        from (values ${values}) as v(key, hash, status, body)
        where k.user_id = ${this.userId} and k.key = v.key`);
    }
    if (gone.length) await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, this.userId), inArray(idempotencyKeys.key, gone)));
    this.answers.clear();
    this.reserved.clear();
  }
}
