import type { Me } from '../../domain/auth/me-schema';
import type { AppDb } from '../db/app-db';
import { setPassword } from '../../domain/auth/password-endpoints';
import { callEndpoint } from '../http/call-endpoint';
import { readCookie } from '../http/cookie';
import { http } from '../http/transport';
import { isTransportError } from '../http/transport-error';
import { wipeLocalData } from './local-data';

/** The signed-in user as this device last knew them: works offline. */
export async function storedUser(db: AppDb): Promise<Me | null> {
  const id = (await db.meta.get('userId'))?.value;
  if (typeof id !== 'number') return null;
  return (await db.me.get(id)) ?? null;
}

/** Keeps the XSRF token where the service worker can read it (it has no cookies API). */
export async function rememberXsrfToken(db: AppDb) {
  const token = readCookie('XSRF-TOKEN');
  if (token) await db.meta.put({ key: 'xsrfToken', value: token });
}

async function adoptUser(db: AppDb, me: Me) {
  const previous = (await db.meta.get('userId'))?.value;
  // Another person's mirror must never show: start this device afresh.
  if (previous !== undefined && previous !== me.id) await wipeLocalData(db);
  await db.me.put(me);
  await db.meta.put({ key: 'userId', value: me.id });
  await rememberXsrfToken(db);
}

/**
 * Signs in. A user who signed in with a temporary password (issue 22) is
 * not adopted on the device yet: the server refuses their other calls until
 * they set their own password (setOwnPassword), so nothing would sync.
 */
export async function signIn(db: AppDb, email: string, password: string): Promise<Me> {
  const me = await http.post<Me>('/api/auth/login', { email, password });
  if (!me.mustSetPassword) await adoptUser(db, me);
  return me;
}

/** The first sign-in's own password (POST /api/auth/password); then the device adopts the user. */
export async function setOwnPassword(db: AppDb, password: string): Promise<Me> {
  const me = (await callEndpoint(setPassword, { body: { password } })).data;
  await adoptUser(db, me);
  return me;
}

export type SessionCheck = { kind: 'signed-in'; me: Me } | { kind: 'signed-out' } | { kind: 'offline' };

/** Asks the server who is signed in (GET /me); `askMe` starts it, `checkSession` reads its answer. */
export const askMe = (): Promise<Me> => http.get<Me>('/me');

/**
 * Asks the server who is signed in; offline, the caller keeps the stored user.
 * `asked`: the same question already under way (see app/session.ts).
 */
export async function checkSession(db: AppDb, asked: Promise<Me> = askMe()): Promise<SessionCheck> {
  try {
    const me = await asked;
    // A session that must set its password first goes back to the sign-in page's step.
    if (me.mustSetPassword) return { kind: 'signed-out' };
    await adoptUser(db, me);
    return { kind: 'signed-in', me };
  } catch (e) {
    if (isTransportError(e) && e.status === 401) return { kind: 'signed-out' };
    if (isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout' || (e.status ?? 0) >= 500)) return { kind: 'offline' };
    throw e;
  }
}

/** Ends the session and wipes everything this device holds for the user. */
export async function signOut(db: AppDb) {
  try {
    await http.post('/api/auth/logout');
  } catch {
    // Offline or already signed out: the local wipe is what matters here.
  }
  await wipeLocalData(db);
}
