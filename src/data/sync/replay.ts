import type { AppDb } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox-types';
import { send } from '../http/transport';
import { isTransportError } from '../http/transport-error';
import { maxBatchRequests } from '../../domain/api/batch-endpoints';
import { webLock, type LockFn } from './locks';
import { createBatcher, defaultSendBatch, entryHeaders, type SendBatch, type SendResult } from './replay-batch';
import { classifyFailure } from './replay-failure';
import { planPass } from './replay-plan';
import { acceptedWriter, settleConflict, settleFailed } from './settle';

export const drainLockName = 'sdr-ops-outbox';

export type { SendResult };

export type ReplayDeps = {
  db: AppDb;
  /** Sends one entry; the default uses the app's transport. */
  sendEntry?: (entry: OutboxEntry) => Promise<SendResult>;
  lock?: LockFn;
  now?: () => number;
  random?: () => number;
  /** Edits of different records on the wire at once (default 4; with batches, two batches' worth). */
  lanes?: number;
  /**
   * Sends edits as one batch (POST /api/batch, decision 0036). The default
   * uses the app's transport when `sendEntry` is the default too; `null`
   * sends every edit alone.
   */
  sendBatch?: SendBatch | null;
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
  const headers = entryHeaders(entry);
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

/**
 * Sends queued edits to the documented endpoints (decision 0001). One
 * leader at a time; each pass is planned (replay-plan.ts: oldest first, up
 * to `lanes` at once but never two of one record, call tasks one at a time,
 * a collection-wide edit alone) and each failure classified
 * (replay-failure.ts): a failed or conflicted record holds back only its
 * own later edits; no answer and 401 end the pass. Nothing is dropped.
 */
export async function drainOutbox(deps: ReplayDeps): Promise<DrainResult> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const lock = deps.lock ?? webLock;
  const sendBatch = deps.sendBatch === undefined ? (deps.sendEntry ? null : defaultSendBatch) : deps.sendBatch;
  // Per-record order needs only one edit of a record on the wire: the edits
  // of different records a pass may send at once go in batches of up to a
  // hundred, one batch on the wire while the next fills.
  const lanes = Math.max(1, deps.lanes ?? (sendBatch ? 2 * maxBatchRequests : defaultLanes));
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
      const batcher = sendBatch ? createBatcher({ db, now, sendBatch, sendEntry: deps.sendEntry ?? defaultSendEntry }) : null;
      const sendEntry: (entry: OutboxEntry) => Promise<SendResult | null> = batcher?.send ?? deps.sendEntry ?? defaultSendEntry;
      // What is gathered goes before the pass waits for anything.
      const flush = () => batcher?.flush();
      const plan = planPass(await db.outbox.orderBy('seq').toArray(), now());
      // Steps that did not go in this pass (refused, or held behind one that was).
      const notGone = new Set<number>();
      // Records settled in this pass: their later edits may have a new base version.
      const settled = new Set<string>();
      // A record's accepted answer is written while other calls are on the
      // wire; an edit waits for its own record's write (and '*' for all).
      const writing = new Map<string, Promise<void>>();
      const written = async (key: string, all: boolean) => {
        if (all) await Promise.all(writing.values());
        else await writing.get(key);
      };
      // Steps on the wire (by seq): done once their answer is handled.
      const flying = new Map<number, Promise<void>>();
      let thrown: { error: unknown } | null = null;
      let networkDown = false;
      let sentThisPass = 0;

      /** Sends one edit and handles its answer (never rejects: a throw is kept in `thrown`). */
      const sendOne = async (entry: OutboxEntry, key: string) => {
        const outcome = await sendEntry(entry);
        if (!outcome) {
          notGone.add(entry.seq!);
          return;
        }
        settled.add(key);
        if (outcome.ok || (isTransportError(outcome.error) && outcome.error.status !== undefined)) result.reachedServer = true;
        if (outcome.ok) {
          writing.set(key, accept(entry, outcome.data));
          if (entry.entityId === '*') await written(key, true);
          result.sent++;
          sentThisPass++;
          return;
        }
        notGone.add(entry.seq!);
        const failure = classifyFailure(outcome.error);
        const retry = async (extraMs = 0) =>
          db.outbox.update(entry.seq!, {
            status: 'pending',
            attempts: entry.attempts + 1,
            nextAttemptAt: now() + Math.max(extraMs, backoffMs(entry.attempts + 1, random)),
            lastError: failure.message,
          });
        switch (failure.kind) {
          case 'offline': {
            // Everything else would fail too, so every waiting edit backs off
            // together (the 'online' event lifts it). One retry time for all:
            // older edits must not end up waiting longer than newer ones just
            // because they failed more often. Calls already on the wire when
            // it happened fail alike: the first to fail sets the time.
            stop = true;
            result.offline = true;
            if (networkDown) return;
            networkDown = true;
            await retry();
            const until = (await db.outbox.get(entry.seq!))!.nextAttemptAt;
            await db.outbox.where('status').equals('pending').modify({ nextAttemptAt: until });
            return;
          }
          case 'auth':
            await db.meta.put({ key: 'authRequired', value: true });
            result.authRequired = true;
            stop = true;
            return;
          case 'conflict':
            return settleConflict(db, entry, failure.current, failure.message);
          case 'retry':
            return void (await retry(failure.retryAfterMs));
          case 'failed':
            return settleFailed(db, entry, failure.status, failure.body, failure.message);
        }
      };

      try {
        for (const step of plan.steps) {
          const seq = step.entry.seq!;
          // Wait for the edits it must follow, then for a free lane.
          for (;;) {
            const before = step.waitsFor.flatMap((s) => flying.get(s) ?? []);
            if (before.length) {
              flush();
              await Promise.all(before);
            } else if (flying.size >= lanes) {
              flush();
              await Promise.race(flying.values());
            } else break;
          }
          if (stop || thrown) break;
          // Never overtake an earlier edit of the same record that did not go.
          if (step.heldBy.some((s) => notGone.has(s))) {
            notGone.add(seq);
            continue;
          }
          // An earlier answer in this pass may have moved its base version:
          // read it again then (edits waiting to be sent are not discarded).
          await written(step.key, step.wide);
          const entry = settled.has(step.key) || step.wide ? await db.outbox.get(seq) : step.entry;
          if (!entry || entry.status !== 'pending') {
            notGone.add(seq);
            continue;
          }
          const done = sendOne(entry, step.key)
            .catch((error: unknown) => {
              thrown ??= { error };
            })
            .finally(() => flying.delete(seq));
          flying.set(seq, done);
        }
      } finally {
        // Every call on the wire is answered and every accepted answer
        // written before the pass ends, whatever ended it.
        if (stop || thrown) batcher?.drop();
        else flush();
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
