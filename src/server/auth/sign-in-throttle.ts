import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Sign-in throttling (issue 17, decision 0030). Each try takes a slot from
// its account's and its address's count *before* the password is checked,
// in one upsert each, so fifty concurrent tries get exactly as many checks as
// the limit allows; a right password gives its slots back.

export const throttle = {
  /** Wrong passwords per account in a window before the account is held. */
  accountFailures: 5,
  /** Wrong passwords from one address in a window (any accounts) before it is refused. */
  addressFailures: 30,
  /** Failures per account in a window past which even an address that has not failed is refused. */
  accountHardCap: 50,
  windowMs: 15 * 60_000,
} as const;

type Count = { failures: number; retryAfterS: number };

async function take(db: Db, key: string): Promise<Count> {
  const windowS = throttle.windowMs / 1000;
  const result = (await db.execute(sql`
    insert into login_throttle as t (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when t.window_start < now() - make_interval(secs => ${windowS}) then 1 else t.failures + 1 end,
      window_start = case when t.window_start < now() - make_interval(secs => ${windowS}) then now() else t.window_start end
    returning failures, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowS}) - now()))))::int as retry`)) as unknown as {
    rows: { failures: number; retry: number }[];
  };
  const row = result.rows[0];
  return { failures: Number(row.failures), retryAfterS: Number(row.retry) };
}

async function giveBack(db: Db, key: string) {
  await db.execute(sql`update login_throttle set failures = greatest(0, failures - 1) where key = ${key}`);
}

export type Attempt =
  | { allowed: false; retryAfterS: number; reason: 'address' | 'account' }
  | { allowed: true; succeeded: () => Promise<void> };

/**
 * Takes a try for `email` from `address`. Refused when the address has used
 * up its failures, or when the account has and this address has already
 * failed: a right password from an address that has not failed still gets
 * through a held account (so no one can lock a rep out), once per address.
 */
export async function takeAttempt(db: Db, email: string, address: string): Promise<Attempt> {
  // One transaction: the address's row stays locked until the account's slot
  // is taken too, so concurrent tries from one address take both slots in
  // the same order. Apart (PostgreSQL), the address's first try could take
  // the account's seventh slot and pass as a clean address: six checks.
  // Rows are always locked address first, then account: no deadlock.
  const taken = await db.transaction(async (tx) => {
    const byAddress = await take(tx, `address:${address}`);
    if (byAddress.failures > throttle.addressFailures) return { byAddress, byAccount: null };
    return { byAddress, byAccount: await take(tx, `account:${email}`) };
  });
  const { byAddress, byAccount } = taken;
  if (!byAccount) return { allowed: false, retryAfterS: byAddress.retryAfterS, reason: 'address' };
  const addressHadFailed = byAddress.failures > 1;
  if (byAccount.failures > throttle.accountFailures && (addressHadFailed || byAccount.failures > throttle.accountHardCap)) {
    return { allowed: false, retryAfterS: byAccount.retryAfterS, reason: 'account' };
  }
  return {
    allowed: true,
    succeeded: async () => {
      // The account starts afresh; the address gets back the slot this try took.
      await db.execute(sql`delete from login_throttle where key = ${`account:${email}`}`);
      await giveBack(db, `address:${address}`);
    },
  };
}

/** Removes counts whose window has long passed (maintenance.ts). */
export async function pruneThrottle(db: Db, now = new Date()) {
  await db.execute(sql`delete from login_throttle where window_start < ${new Date(now.getTime() - 2 * throttle.windowMs)}`);
}
