import { lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { forgetCachedSessions } from './auth/sessions';
import { pruneThrottle } from './auth/sign-in-throttle';
import { loginFailures, sessions } from './db/schema/auth';
import { idempotencyKeys } from './db/schema/sync';

// Idempotency keys outlive any realistic offline stretch (decision 0005 asks for
// at least 30 days): an edit replayed after 89 days is still recognised.
export const idempotencyRetentionDays = 90;

/** Removes expired sessions, old sign-in failures and idempotency keys past retention. */
export async function pruneExpired(db: Db, now = new Date()) {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  forgetCachedSessions(db);
  await db.delete(loginFailures).where(lt(loginFailures.at, days(1)));
  await pruneThrottle(db, now);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, days(idempotencyRetentionDays)));
}
