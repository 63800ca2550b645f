import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentActivity, contentSequences } from '../db/schema/content';

/**
 * Records an action on a sequence (who, when, what) and marks the sequence
 * updated, in the caller's transaction.
 */
export async function recordActivity(db: Db, sequenceId: number, action: string, userId: number | null, detail = '') {
  await db.insert(contentActivity).values({ sequenceId, action, userId, detail });
  await db.update(contentSequences).set({ updatedAt: sql`now()` }).where(sql`${contentSequences.id} = ${sequenceId}`);
}
