import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import type { SessionUser } from '../http/env';

export const sessionCookie = 'sid';
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';
// Long-lived: a rep may be offline for weeks and must find their queue intact.
export const sessionDays = 30;
// Issue 17: unused for this long, a session ends as well (a lost laptop's
// session does not last the whole 30 days). Queued edits stay in the outbox
// and go after the next sign-in.
export const sessionIdleDays = 14;
// Last use is written at most this often: not a write per call.
const lastSeenEveryMs = 3_600_000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(db: Db, userId: number) {
  const id = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
  await db.insert(sessions).values({ idHash: hashSessionId(id), userId, xsrfToken, expiresAt });
  return { id, xsrfToken, expiresAt };
}

type UserRow = {
  id: number;
  name: string;
  email: string;
  is_guest: boolean;
  client_id: number | null;
  version: number;
  must_set_password: boolean;
  roles: { id: number; slug: string; name: string }[] | string;
  permissions: string[] | string;
  xsrf_token?: string;
  id_hash?: string;
  expires_at?: string | Date;
  last_seen_at?: string | Date;
};

// One query for a request's user, roles and permissions (from roles and
// direct grants): auth runs on every call, so it must be one round trip.
const userColumns = sql`
  u.id, u.name, u.email, u.is_guest, u.client_id, u.version, u.must_set_password,
  coalesce((select json_agg(json_build_object('id', r.id, 'slug', r.slug, 'name', r.name) order by r.id)
            from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
  coalesce((select json_agg(g.slug order by g.slug) from (
              select p.slug from user_roles ur
                join role_permissions rp on rp.role_id = ur.role_id
                join permissions p on p.id = rp.permission_id where ur.user_id = u.id
              union
              select p.slug from user_permissions up
                join permissions p on p.id = up.permission_id where up.user_id = u.id) g), '[]'::json) as permissions`;

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isGuest: row.is_guest,
    clientId: row.client_id,
    roles: parsed(row.roles),
    // A guest holds no permission, whatever their roles say.
    permissions: row.is_guest ? [] : parsed(row.permissions),
    version: row.version,
    mustSetPassword: row.must_set_password,
  };
}

const rowsOf = (result: unknown) => (result as { rows: UserRow[] }).rows;

type LiveSession = { idHash: string; xsrfToken: string; user: SessionUser };

// findSession runs on every call and is the costliest query of a small write
// (about a third of a status PATCH on PGlite), so a live session is kept for
// a few seconds, per database. Sign-out, pruning and the administration
// area's changes of a user (deactivation, rights, a new password) forget it
// at once (endUserSessions, forgetUserSessions); a change made straight in
// the database applies within this time.
export const sessionCacheMs = 5_000;
const cacheLimit = 10_000;
// `epoch` moves at every forget: a lookup that ran across one (it may have
// read a session being deleted) is not kept.
type SessionCache = { epoch: number; entries: Map<string, { session: LiveSession; until: number }> };
const caches = new WeakMap<Db, SessionCache>();

function cacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { epoch: 0, entries: new Map() }));
  return cache;
}

/** A live session of an active user, with the user, in one query (or from the short-lived cache). */
export async function findSession(db: Db, id: string): Promise<LiveSession | null> {
  const idHash = hashSessionId(id);
  const cache = cacheOf(db);
  const hit = cache.entries.get(idHash);
  if (hit && hit.until > Date.now()) return hit.session;
  cache.entries.delete(idHash);
  const epoch = cache.epoch;
  const [row] = rowsOf(
    await db.execute(sql`
      select s.id_hash, s.xsrf_token, s.expires_at, s.last_seen_at, ${userColumns}
      from sessions s join users u on u.id = s.user_id
      where s.id_hash = ${idHash} and s.expires_at > now() and u.active
        and s.last_seen_at > now() - make_interval(days => ${sessionIdleDays})`),
  );
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at!).getTime() > lastSeenEveryMs) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  }
  const user = toSessionUser(row);
  Object.freeze(user.roles);
  Object.freeze(user.permissions);
  const session: LiveSession = Object.freeze({ idHash: row.id_hash!, xsrfToken: row.xsrf_token!, user: Object.freeze(user) });
  if (cache.epoch === epoch) {
    if (cache.entries.size >= cacheLimit) cache.entries.clear();
    cache.entries.set(idHash, { session, until: Math.min(Date.now() + sessionCacheMs, new Date(row.expires_at!).getTime()) });
  }
  return session;
}

/** Forgets one cached session, or every one of this database (after sessions were removed in bulk). */
export function forgetCachedSessions(db: Db, idHash?: string) {
  const cache = cacheOf(db);
  cache.epoch++;
  if (idHash === undefined) cache.entries.clear();
  else cache.entries.delete(idHash);
}

// With several server processes on one PostgreSQL (DESIGN.md), each keeps its
// own cache: a sign-out is told to the others (session-forgets.ts).
/**
 * Tells the other processes to forget a session. `via` is a transaction to
 * send it in: PostgreSQL delivers a NOTIFY at commit, to every listening
 * process, this one included.
 */
export type SessionForgetTeller = (idHash: string, via?: Db) => Promise<void>;
const tellers = new WeakMap<Db, SessionForgetTeller>();

/** How a forget of this database reaches the other server processes; null: none do. */
export function tellSessionForgets(db: Db, tell: SessionForgetTeller | null) {
  if (tell) tellers.set(db, tell);
  else tellers.delete(db);
}

/** Ends a session here, and in every other process before the sign-out answers. */
export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  forgetCachedSessions(db, idHash);
  await tellers.get(db)?.(idHash);
}

/**
 * Forgets a user's cached sessions in every process, in the caller's
 * transaction `tx` of the root database `root`: at once here, and (on
 * PostgreSQL with several processes) by a NOTIFY that every process, this
 * one included, hears when `tx` commits, so a lookup that raced the
 * transaction is forgotten too.
 */
async function forgetEverywhere(root: Db, tx: Db, idHashes: readonly string[]) {
  const tell = tellers.get(root);
  for (const idHash of idHashes) {
    forgetCachedSessions(root, idHash);
    await tell?.(idHash, tx);
  }
}

/**
 * Ends every session of a user (deactivated, or given a new temporary
 * password) as sign-out does, but in the caller's transaction; `keep`
 * spares one (the session setting its own password).
 */
export async function endUserSessions(root: Db, tx: Db, userId: number, keep?: string) {
  const ended = await tx
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep)) : eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  await forgetEverywhere(root, tx, ended.map((s) => s.idHash));
}

/** The user's rights changed: their live sessions read them again on their next call. */
export async function forgetUserSessions(root: Db, tx: Db, userId: number) {
  const live = await tx.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
  await forgetEverywhere(root, tx, live.map((s) => s.idHash));
}

/** The user with their roles and permissions (from roles and direct grants). */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [row] = rowsOf(await db.execute(sql`select ${userColumns} from users u where u.id = ${userId}`));
  return row ? toSessionUser(row) : null;
}
