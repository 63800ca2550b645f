import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';

export type EnqueueOptions = {
  /** Run no earlier than this many milliseconds from now (default: at once). */
  delayMs?: number;
  /** At most one job with this key, ever: a second enqueue is a no-op (answers null). */
  uniqueKey?: string;
  /** Tries in all before the job is marked failed (default 5). */
  maxAttempts?: number;
};

/**
 * Queues background work in the caller's transaction: it runs only if that
 * transaction commits (a refused request leaves no job behind). Answers the
 * job's id, or null when `uniqueKey` was taken.
 */
export async function enqueueJob(db: Db, kind: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: sql`now() + make_interval(secs => ${(options.delayMs ?? 0) / 1000})`,
      uniqueKey: options.uniqueKey ?? null,
      maxAttempts: options.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
