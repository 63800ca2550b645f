import type { AppDb } from '../db/app-db';
import { recordKey, type OutboxEntry } from '../db/outbox-types';
import { send } from '../http/transport';
import { errorMessage, isTransportError } from '../http/transport-error';
import { webLock, type LockFn } from './locks';
import { acceptedWriter, settleConflict, settleFailed } from './settle';

export const drainLockName = 'sdr-ops-outbox';

export type SendResult = { ok: true; status: number; data: unknown } | { ok: false; error: unknown };

export type ReplayDeps = {
  db: AppDb;
  /** Sends one entry; the default uses the app's transport. */
  sendEntry?: (entry: OutboxEntry) => Promise<SendResult>;
  lock?: LockFn;
  now?: () => number;
  random?: () => number;
  /** Edits of different records on the wire at once (default 4). */
  lanes?: number;
};

export type DrainResult = {
  sent: number;
  /** Entries still waiting (pending), excluding failed and conflicted ones. */
  waiting: number;
  nextAttemptAt: number | null;
  offline: boolean;
  /** Some call got an answer (even a refusal): the server is reachable. */
  reachedServer: boolean;
  authRequired: boolean;
};

const maxBackoffMs = 5 * 60_000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … up to 5 minutes. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxBackoffMs, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

export async function defaultSendEntry(entry: OutboxEntry): Promise<SendResult> {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id };
  if (entry.ifMatch && entry.baseVersion !== undefined) headers['If-Match'] = String(entry.baseVersion);
  try {
    const res = await send(entry.method, entry.url, {
      headers,
      ...(entry.bodyType === 'form'
        ? { form: entry.body as Record<string, string> }
        : entry.body !== undefined
          ? { json: entry.body }
          : {}),
    });
    return { ok: true, status: res.status, data: res.data };
  } catch (error) {
    return { ok: false, error };
  }
}

// Edits of different records on the wire at once. Per-record order needs
// only that a record has one edit in flight; a few lanes hide the round
// trip (a replay of a thousand edits one by one is mostly waiting), and
// stay under the browser's six connections per host for the app's reads.
const defaultLanes = 4;

// Collections whose edits keep the order they were made in across records,
// not only per record: a rep works call tasks one after another, and the
// server's call history must read in that order (issue: call tasks replay
// in order); a client contact's feedback and approvals on a plane reach the
// agency in the order they were made (issue 20). Their edits go one at a
// time; others may overlap them.
const orderedCollections: ReadonlySet<string> = new Set(['tasks', 'content-templates']);

/**
 * Sends queued edits to the documented endpoints (DESIGN.md, replay). One
 * leader at a time; edits start oldest first, up to `lanes` at once but
 * never two of one record, so per-record order is kept (call tasks: never
 * two at all, their order across tasks counts); a collection-wide edit
 * ('*') goes alone. A failed or conflicted record holds back only its
 * own later edits. Network errors, timeouts, 5xx, 408, 409 and 429 retry
 * with backoff; 401 pauses everything; 412 is a conflict; other 4xx fail
 * the edit and undo it. Nothing is dropped.
 */
export async function drainOutbox(deps: ReplayDeps): Promise<DrainResult> {
  const { db } = deps;
  const sendEntry = deps.sendEntry ?? defaultSendEntry;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const lock = deps.lock ?? webLock;
  const lanes = Math.max(1, deps.lanes ?? defaultLanes);
  const result: DrainResult = { sent: 0, waiting: 0, nextAttemptAt: null, offline: false, reachedServer: false, authRequired: false };

  await lock(drainLockName, async () => {
    const accept = acceptedWriter(db);
    // Entries stay 'pending' while in flight (one IndexedDB commit per edit,
    // not three): one whose leader died mid-call is simply sent again, under
    // the same Idempotency-Key. ('sending' is only found in older outboxes.)
    await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
    // Passes over the outbox in order; a pass that sends nothing ends the
    // drain (another pass picks up edits queued meanwhile).
    let stop = false;
    while (!stop) {
      const entries = await db.outbox.orderBy('seq').toArray();
      const held = new Set<string>();
      const heldCollections = new Set<string>();
      // Records settled in this pass: their later edits may have a new base version.
      const settled = new Set<string>();
      // A record's accepted answer is written while other calls are on the
      // wire; an edit waits for its own record's write (and '*' for all).
      const writing = new Map<string, Promise<void>>();
      const written = async (key: string, all: boolean) => {
        if (all) await Promise.all(writing.values());
        else await writing.get(key);
      };
      // Records with an edit on the wire: done once its answer is handled.
      const flying = new Map<string, Promise<void>>();
      let thrown: { error: unknown } | null = null;
      let networkDown = false;
      let sentThisPass = 0;

      /** Sends one edit and handles its answer (never rejects: a throw is kept in `thrown`). */
      const sendOne = async (entry: OutboxEntry, key: string, hold: () => void) => {
        const outcome = await sendEntry(entry);
        settled.add(key);
        if (outcome.ok || (isTransportError(outcome.error) && outcome.error.status !== undefined)) result.reachedServer = true;
        if (outcome.ok) {
          writing.set(key, accept(entry, outcome.data));
          if (entry.entityId === '*') await written(key, true);
          result.sent++;
          sentThisPass++;
          return;
        }
        hold();
        const error = outcome.error;
        const status = isTransportError(error) ? error.status : undefined;
        const retry = async (extraMs = 0) =>
          db.outbox.update(entry.seq!, {
            status: 'pending',
            attempts: entry.attempts + 1,
            nextAttemptAt: now() + Math.max(extraMs, backoffMs(entry.attempts + 1, random)),
            lastError: errorMessage(error),
          });
        if (status === undefined) {
          // Network error or timeout: everything else would fail too, so every
          // waiting edit backs off together (the 'online' event lifts it).
          // One retry time for all: older edits must not end up waiting
          // longer than newer ones just because they failed more often.
          // Calls already on the wire when it happened fail alike: the first
          // to fail sets the time.
          stop = true;
          result.offline = true;
          if (networkDown) return;
          networkDown = true;
          await retry();
          const until = (await db.outbox.get(entry.seq!))!.nextAttemptAt;
          await db.outbox.where('status').equals('pending').modify({ nextAttemptAt: until });
          return;
        }
        if (status === 401) {
          await db.meta.put({ key: 'authRequired', value: true });
          result.authRequired = true;
          stop = true;
          return;
        }
        const body = isTransportError(error) ? error.data : undefined;
        if (status === 412) {
          const current = body && typeof body === 'object' ? ((body as { current?: unknown }).current ?? null) : null;
          await settleConflict(db, entry, current as Record<string, unknown> | null, errorMessage(error));
        } else if (status === 408 || status === 409 || status === 429 || status >= 500) {
          const retryAfter = Number(isTransportError(error) ? error.headers?.get('Retry-After') : undefined);
          await retry(Number.isFinite(retryAfter) ? retryAfter * 1000 : 0);
        } else {
          await settleFailed(db, entry, status, body, errorMessage(error));
        }
      };

      try {
        for (const listed of entries) {
          const key = recordKey(listed.collection, listed.entityId);
          const wide = listed.entityId === '*';
          // Per-record order: wait while this record (or, for '*', anything;
          // for an ordered collection, any record of it) is on the wire; then
          // for a free lane.
          const ordered = orderedCollections.has(listed.collection);
          for (;;) {
            const blockers = [...flying]
              .filter(([k]) => wide || k === key || (ordered && k.startsWith(`${listed.collection}:`)))
              .map(([, p]) => p);
            if (blockers.length) await Promise.all(blockers);
            else if (flying.size >= lanes) await Promise.race(flying.values());
            else break;
          }
          if (stop || thrown) break;
          const hold = () => (wide ? heldCollections.add(listed.collection) : held.add(key));
          const blocked =
            held.has(key) ||
            heldCollections.has(listed.collection) ||
            (wide && [...held].some((k) => k.startsWith(`${listed.collection}:`)));
          // Never overtake an earlier edit of the same record that did not go.
          if (blocked || listed.status !== 'pending' || listed.nextAttemptAt > now()) {
            hold();
            continue;
          }
          // An earlier answer in this pass may have moved its base version:
          // read it again then (edits waiting to be sent are not discarded).
          await written(key, wide);
          const entry = settled.has(key) || wide ? await db.outbox.get(listed.seq!) : listed;
          if (!entry || entry.status !== 'pending') {
            hold();
            continue;
          }
          const done = sendOne(entry, key, hold)
            .catch((error: unknown) => {
              thrown ??= { error };
            })
            .finally(() => flying.delete(key));
          flying.set(key, done);
          // A collection-wide edit goes alone.
          if (wide) await done;
        }
      } finally {
        // Every call on the wire is answered and every accepted answer
        // written before the pass ends, whatever ended it.
        await Promise.all(flying.values());
        await Promise.all(writing.values());
      }
      if (thrown) throw (thrown as { error: unknown }).error;
      if (sentThisPass === 0) break;
    }
    const left = await db.outbox.where('status').anyOf('pending', 'sending').toArray();
    result.waiting = left.length;
    const times = left.map((e) => e.nextAttemptAt).filter((t) => t > now());
    result.nextAttemptAt = times.length ? Math.min(...times) : null;
  });
  return result;
}
