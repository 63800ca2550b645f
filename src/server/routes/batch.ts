import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { isApiPath } from '../../domain/api/api-prefixes';
import { postBatch, type BatchRequest, type BatchResponse } from '../../domain/api/batch-endpoints';
import { requireSession } from '../auth/require-session';
import { forgetCachedSessions, xsrfHeader } from '../auth/sessions';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { batchSavepoints, inBatch } from '../http/batch-scope';
import { BatchKeys, requestHash } from '../http/idempotency-keys';
import { DeferredChanges, deferChanges, writeDeferred } from '../sync/record-change';

type Dispatch = (request: Request, env: object) => Response | Promise<Response>;

// Headers of the batch a request does not inherit: its own body's, and its own precondition and key.
const ownHeaders = new Set(['content-type', 'content-length', 'transfer-encoding', 'idempotency-key', 'if-match', 'if-none-match']);
// Headers a request may not set for itself: the session and the site it came from are the batch's.
const sessionHeaders = new Set(['cookie', xsrfHeader.toLowerCase(), 'host', 'origin', 'referer', 'content-length', 'transfer-encoding']);
// The same on every answer (secure-headers): not repeated a hundred times.
const everyAnswer = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'set-cookie',
  'content-length',
]);

/** A read that failed on the server: its savepoint is rolled back. */
class ServerFailure extends Error {
  constructor(readonly response: BatchResponse) {
    super('rolled back');
  }
}

/** Refuses what cannot go in a batch, naming the request (422). */
function checkRequests(requests: BatchRequest[], origin: string) {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  requests.forEach((r, i) => {
    if (seen.has(r.id)) fields[`requests.${i}.id`] = `The id "${r.id}" is used twice in this batch.`;
    seen.add(r.id);
    const url = new URL(r.url, origin);
    if (url.origin !== origin || !isApiPath(url.pathname)) fields[`requests.${i}.url`] = 'Only calls of this API can go in a batch.';
    else if (url.pathname.replace(/\/+$/, '') === postBatch.path) fields[`requests.${i}.url`] = 'A batch cannot hold another batch.';
    // Signing in and out, and setting a password, change the session every other request runs under.
    else if (url.pathname.startsWith('/api/auth/')) fields[`requests.${i}.url`] = 'Signing in or out cannot go in a batch.';
  });
  const names = Object.keys(fields);
  if (names.length) throw new HttpError(422, fields[names[0]], { fields });
}

/** One request of the batch, and its body as sent (the request carries none: sentBody, batch-scope.ts). */
function subRequest(r: BatchRequest, origin: string, parent: Headers): { request: Request; body: string | undefined } {
  const headers = new Headers();
  for (const [name, value] of parent) if (!ownHeaders.has(name)) headers.set(name, value);
  for (const [name, value] of Object.entries(r.headers ?? {})) if (!sessionHeaders.has(name.toLowerCase())) headers.set(name, value);
  let body: string | undefined;
  if (r.body !== undefined && r.body !== null && r.method !== 'GET') {
    const type = headers.get('content-type') ?? 'application/json';
    // The same bytes as the app sends alone (JSON.stringify keeps the keys' order), so a key first sent alone replays here.
    body = typeof r.body === 'string' && !type.includes('json') ? r.body : JSON.stringify(r.body);
    headers.set('content-type', type);
    // Its length is known: the body limits read it from here.
    headers.set('content-length', String(Buffer.byteLength(body)));
  }
  return { request: new Request(new URL(r.url, origin), { method: r.method, headers }), body };
}

async function answerOf(id: string, res: Response): Promise<BatchResponse> {
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!everyAnswer.has(name)) headers[name] = value;
  const text = await res.text();
  let body: unknown = text || null;
  if (text && (res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { id, status: res.status, headers, body };
}

/**
 * POST /api/batch (issue 24, decision 0036): each request goes through the
 * app itself (its route, guards, validation, Idempotency-Key), in order,
 * on one transaction with a savepoint each. A refusal or a server failure
 * rolls back its own writes only (its route's transaction is a savepoint
 * within it) and keeps or frees its key as alone. Everything commits at the end: a batch that does not commit
 * answers 500 and none of it happened (the client sends it again, keys and all).
 */
export function batchRoutes(dispatch: Dispatch) {
  const router = new Hono<AppEnv>();
  route(router, postBatch, requireSession, async (c, { body }) => {
    const origin = new URL(c.req.url).origin;
    checkRequests(body.requests, origin);
    const root = c.get('deps').database.db;
    const responses: BatchResponse[] = [];
    const requests = body.requests.map((r) => ({ r, ...subRequest(r, origin, c.req.raw.headers) }));
    const bodies = new WeakMap<Request, string>();
    for (const { request, body: sent } of requests) if (sent !== undefined) bodies.set(request, sent);
    // Each write's key, with the hash its request will have (the same bytes the route reads).
    const keyed = requests
      .filter(({ r }) => r.method !== 'GET')
      .flatMap(({ request, body: sent }) => {
        const key = request.headers.get('Idempotency-Key');
        return key === null ? [] : [{ key, hash: requestHash(request.method, new URL(request.url), new TextEncoder().encode(sent ?? '')) }];
      });
    const keys = new BatchKeys(c.get('user').id);
    await root.transaction(async (tx) => {
      const batchTx = tx as unknown as Db;
      await keys.reserve(batchTx, keyed);
      const changes = new DeferredChanges();
      deferChanges(batchTx, changes);
      const env = inBatch(c.env, { db: batchTx, keys, bodies, savepoint: batchSavepoints(batchTx, changes) });
      const run = async (r: BatchRequest, request: Request) => answerOf(r.id, await dispatch(request, env));
      for (const { r, request } of requests) {
        // A write runs after a savepoint of its own (write-transaction.ts),
        // its key's answer kept as alone; a read gets one here, so that a
        // read that fails cannot abort the batch.
        if (r.method !== 'GET') {
          responses.push(await run(r, request));
          continue;
        }
        // A read sees what the writes before it in the batch made, the feed included.
        await writeDeferred(batchTx, changes);
        try {
          await tx.transaction(async () => {
            const answer = await run(r, request);
            if (answer.status >= 500) throw new ServerFailure(answer);
            responses.push(answer);
          });
        } catch (err) {
          if (!(err instanceof ServerFailure)) throw err;
          responses.push(err.response);
        }
      }
      await writeDeferred(batchTx, changes);
      await keys.finish(batchTx);
      // A statement that failed outside a savepoint leaves the transaction
      // aborted, and PostgreSQL then ends COMMIT as a rollback without an
      // error: this fails instead, and the whole batch answers 500.
      await tx.execute(sql`select 1`);
    });
    // A user's rights or sessions changed within: their cached sessions were forgotten on the transaction only.
    if (body.requests.some((r) => r.method !== 'GET' && new URL(r.url, origin).pathname.startsWith('/api/users'))) forgetCachedSessions(root);
    return { responses };
  });
  return router;
}
