import type { Me } from '../domain/auth/me-schema';
import { appDb } from '../data/db/app-db-instance';
import { readCookie } from '../data/http/cookie';
import { setXsrfSource } from '../data/http/transport';
import { pendingEditCount, wipeLocalData } from '../data/session/local-data';
import { askMe, checkSession, storedUser } from '../data/session/session';
import { createSyncEngine, type SyncEngine } from '../data/sync/engine';
import { setSyncEngine } from '../data/sync/engine-instance';
import { registerOutboxSync } from '../data/sync/background-sync';
import { setKnownUser } from '../data/session/known-user';
import { watchTables } from '../data/db/watch-tables';

let engine: SyncEngine | null = null;
let verified = false;
// Set by a sign-in, taken by the shell that mounts next (takeLanding).
let landing = false;

// The page reads the XSRF token from its cookie; the worker from the mirror.
setXsrfSource(() => readCookie('XSRF-TOKEN'));

/**
 * The device's sync engine, started if it is not running. After a sign-in
 * (`signedIn`) a running engine resumes (a session that had ended, signed
 * in again in this page); a new one starts resumed. Starting it and then
 * resuming it drained the outbox twice, one after the other, before the
 * first sync could begin.
 */
function startEngine(signedIn = false): SyncEngine {
  if (engine) {
    if (signedIn) void engine.resume();
    return engine;
  }
  engine = createSyncEngine({ db: appDb(), registerBackgroundSync: registerOutboxSync });
  setSyncEngine(engine);
  void engine.start({ signedIn });
  // Ask the browser not to evict the mirror and the outbox under pressure.
  void navigator.storage?.persist?.();
  return engine;
}

function stopEngine() {
  engine?.stop();
  engine = null;
  setSyncEngine(null);
}

/**
 * The device's user as last read, for the checks of this page's next
 * navigations: each read it again, two IndexedDB reads one after the other
 * that wait behind the page's own (and any transaction writing the meta
 * table), 30-75 ms between a click on Meetings and the board's first read
 * (issue 24). Any write to it, in this tab or another (the page's own check
 * with the server, a pull bringing a changed row, a sign-out's wipe, another
 * person's sign-in), drops it and reads it again at once, so the next check
 * answers with what the device holds.
 */
let held: Me | null = null;
// Bumped by each such write: a read that one overtook is not held.
let userWrites = 0;
// Watched from the first check for the page's life.
let watchingUser = false;

/** Forgets the user held; a read under way is not held either. */
function dropHeldUser(): number {
  held = null;
  return ++userWrites;
}

function userWritten() {
  const at = dropHeldUser();
  void storedUser(appDb())
    .then((user) => {
      if (at === userWrites) held = user;
    })
    .catch(() => {});
}

/**
 * Who is signed in. The device's stored user answers at once (offline too);
 * the server is asked in the background, and a session that ended either
 * pauses the outbox (edits waiting: sign in again, nothing lost) or signs
 * the device out.
 */
async function ensureUser(): Promise<Me | null> {
  if (held && verified) {
    startEngine();
    setKnownUser(held);
    return held;
  }
  if (!watchingUser) {
    watchTables(['me'], userWritten);
    watchingUser = true;
  }
  const before = userWrites;
  const user = await findUser();
  if (before === userWrites) held = user;
  // The frame's first render shows it (useCurrentUser).
  setKnownUser(user);
  return user;
}

async function findUser(): Promise<Me | null> {
  const db = appDb();
  // The server is asked at once, beside the device's own copy: on a first
  // visit there is none, and the question then waited for the mirror to be
  // opened (created) first, on the way to the first screen.
  const asked = verified ? undefined : askMe();
  // Its failure is read below, unless another check took the answer first.
  asked?.catch(() => {});
  const stored = await storedUser(db);
  if (stored) {
    startEngine();
    if (asked && !verified) {
      verified = true;
      void checkSession(db, asked).then(async (result) => {
        if (result.kind !== 'signed-out') return;
        if ((await pendingEditCount(db)) > 0) {
          await db.meta.put({ key: 'authRequired', value: true });
          void engine?.drain();
          return;
        }
        stopEngine();
        await wipeLocalData(db);
        window.location.assign(`/sign-in?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      });
    }
    return stored;
  }
  const result = await checkSession(db, asked);
  if (result.kind === 'signed-in') {
    verified = true;
    startEngine();
    return result.me;
  }
  return null;
}

export const session = {
  ensureUser,
  /** After the sign-in form: start syncing this user's data. */
  signedIn() {
    dropHeldUser();
    verified = true;
    landing = true;
    startEngine(true);
  },
  /** After sign-out: stop syncing (data/session already wiped the device). */
  signedOut() {
    dropHeldUser();
    stopEngine();
    verified = false;
    setKnownUser(null);
  },
  engine: () => engine,
  /** Whether the shell mounting now is the landing right after a sign-in (true once). */
  takeLanding() {
    const was = landing;
    landing = false;
    return was;
  },
};

export type Session = typeof session;
