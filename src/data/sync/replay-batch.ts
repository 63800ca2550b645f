import { maxBatchRequests, postBatch, type BatchResponse } from '../../domain/api/batch-endpoints';
import type { AppDb } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox-types';
import { send } from '../http/transport';
import { TransportError, isTransportError, transportMessages } from '../http/transport-error';

export type SendResult = { ok: true; status: number; data: unknown } | { ok: false; error: unknown };

/**
 * What a batch got: each entry's answer, in the entries' order; or the batch
 * endpoint is missing (404/405: an older server), or the batch as such was
 * refused (413, 422 …): its edits then go one by one, under the same keys.
 */
export type BatchOutcome = SendResult[] | 'missing' | 'refused';

export type SendBatch = (entries: OutboxEntry[]) => Promise<BatchOutcome>;

/** The headers an edit goes with, alone or in a batch: its own key, and the version it was made on. */
export function entryHeaders(entry: OutboxEntry): Record<string, string> {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id };
  if (entry.ifMatch && entry.baseVersion !== undefined) headers['If-Match'] = String(entry.baseVersion);
  return headers;
}

// The server refuses a batch over 1 MB; an edit that alone comes near goes alone.
const maxBatchBytes = 900 * 1024;
const bytes = (value: unknown) => (value === undefined ? 0 : new TextEncoder().encode(JSON.stringify(value)).length);
const envelopeBytes = (entry: OutboxEntry) => bytes(entry.body) + entry.url.length + 200;

/** Whether an edit can go in a batch: a JSON body of a reasonable size (a form goes alone). */
export const batchable = (entry: OutboxEntry) => entry.bodyType !== 'form' && envelopeBytes(entry) < maxBatchBytes;

/** Sends edits as one POST /api/batch with the app's transport. */
export async function defaultSendBatch(entries: OutboxEntry[]): Promise<BatchOutcome> {
  const requests = entries.map((entry) => ({
    id: String(entry.seq),
    method: entry.method,
    url: entry.url,
    headers: entryHeaders(entry),
    ...(entry.body !== undefined ? { body: entry.body } : {}),
  }));
  let answers: BatchResponse[];
  try {
    answers = (await send<{ responses: BatchResponse[] }>(postBatch.method, postBatch.path, { json: { requests } })).data.responses;
  } catch (error) {
    const status = isTransportError(error) ? error.status : undefined;
    if (status === 404 || status === 405) return 'missing';
    // No answer, the session, or the server busy or failing: each edit got just that.
    if (status === undefined || status === 401 || status === 408 || status === 429 || status >= 500) return entries.map(() => ({ ok: false, error }));
    return 'refused';
  }
  const byId = new Map(answers.map((a) => [a.id, a]));
  return requests.map(({ id }) => {
    const a = byId.get(id);
    // Not answered (a server that does not keep to the format): as if its answer was lost.
    if (!a) return { ok: false, error: new TransportError('network', transportMessages.network) };
    if (a.status >= 200 && a.status <= 299) return { ok: true, status: a.status, data: a.body };
    return { ok: false, error: new TransportError('http', transportMessages.status(a.status), a.status, a.body, new Headers(a.headers)) };
  });
}

// A server without the batch endpoint is asked again after this long (it may have been upgraded).
const missingForMs = 10 * 60_000;
const batchMissingUntil = new WeakMap<AppDb, number>();

// null: not sent (the pass stopped while it was gathered).
type Waiting = { entry: OutboxEntry; resolve: (r: SendResult | null) => void; reject: (error: unknown) => void };

/**
 * Gathers the edits the replay sends into batches (decision 0036): `send`
 * queues one and answers with its own result when its batch is answered;
 * `flush` sends what is gathered (the replay calls it before it waits for
 * anything, and a full batch goes at once). A missing batch endpoint makes
 * the edits go one by one, as before, under the same keys.
 */
export function createBatcher(options: { db: AppDb; now: () => number; sendBatch: SendBatch; sendEntry: (entry: OutboxEntry) => Promise<SendResult> }) {
  const { db, now, sendBatch, sendEntry } = options;
  let gathered: Waiting[] = [];
  let gatheredBytes = 0;

  const alone = (items: Waiting[]) => {
    for (const { entry, resolve, reject } of items) sendEntry(entry).then(resolve, reject);
  };

  const go = async (items: Waiting[]) => {
    if (items.length === 1 || (batchMissingUntil.get(db) ?? 0) > now()) return alone(items);
    let outcome: BatchOutcome;
    try {
      outcome = await sendBatch(items.map((i) => i.entry));
    } catch (error) {
      outcome = items.map(() => ({ ok: false, error }));
    }
    if (outcome === 'missing') batchMissingUntil.set(db, now() + missingForMs);
    if (!Array.isArray(outcome)) return alone(items);
    items.forEach((item, i) => item.resolve(outcome[i] ?? { ok: false, error: new TransportError('network', transportMessages.network) }));
  };

  const flush = () => {
    if (!gathered.length) return;
    const items = gathered;
    gathered = [];
    gatheredBytes = 0;
    void go(items);
  };

  /** The pass stopped (no connection, signed out): what is gathered is not sent. */
  const drop = () => {
    for (const { resolve } of gathered) resolve(null);
    gathered = [];
    gatheredBytes = 0;
  };

  /** Its answer, or null when it was dropped before it went. */
  const sendVia = (entry: OutboxEntry): Promise<SendResult | null> => {
    if (!batchable(entry)) return sendEntry(entry);
    const size = envelopeBytes(entry);
    if (gatheredBytes + size > maxBatchBytes) flush();
    return new Promise<SendResult | null>((resolve, reject) => {
      gathered.push({ entry, resolve, reject });
      gatheredBytes += size;
      if (gathered.length >= maxBatchRequests) flush();
    });
  };

  return { send: sendVia, flush, drop };
}
