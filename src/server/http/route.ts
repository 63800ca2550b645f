import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AnswerOf, AnyEndpoint, ServerInput } from '../../domain/api/endpoint';
import { matchEndpoint } from '../../domain/api/match-path';
import { requireUnsafeCall } from '../auth/require-session';
import { HttpError } from './errors';
import { shapeProblems } from './input-shape';
import type { AppEnv } from './env';
import { validate } from './validate';
import { unsafeGetTransaction } from './write-transaction';

// Every endpoint the server mounts through `route`, for /api/openapi.json.
const described = new Map<string, AnyEndpoint>();

/** The described endpoints, in the order they were mounted. */
export const describedEndpoints = (): AnyEndpoint[] => [...described.values()];

type Handler<E extends AnyEndpoint> = (
  c: Context<AppEnv>,
  input: ServerInput<E>,
) => Promise<AnswerOf<E> | Response> | AnswerOf<E> | Response;

/** The Hono path of a described one: `{id}` → `:id{[0-9]+}` where only digits can fill it. */
export function honoPath(e: AnyEndpoint): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const entry = (e.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries[name];
    const pattern = entry ? (v.getMetadata(entry as never) as { pathPattern?: string }).pathPattern : undefined;
    return pattern ? `:${name}{${pattern}}` : `:${name}`;
  });
}

/**
 * Whether some described GET answers this path: for a plain GET under an API
 * prefix, /meeting/fill-dropdowns is the API's, /meeting/new the app's.
 */
export const isDescribedGet = (path: string) => describedEndpoints().some((e) => matchEndpoint(e, 'GET', path) !== null);

/**
 * Mounts a described endpoint: its guards (for an `unsafe` GET, first the
 * XSRF check and a write transaction), then its path parameters (404
 * when they do not fit), query (422) and body (415, 400, 422) validated with
 * the description's schemas, then the handler. A handler returns the answer
 * (sent as JSON with the described status) or a Response of its own.
 */
export function route<E extends AnyEndpoint>(router: Hono<AppEnv>, e: E, ...stack: [...MiddlewareHandler<AppEnv>[], Handler<E>]) {
  const handler = stack[stack.length - 1] as Handler<E>;
  const guards = [limitBody(e), ...(stack.slice(0, -1) as MiddlewareHandler<AppEnv>[])];
  // A GET that changes data is guarded as a write (endpoint.ts, `unsafe`):
  // the XSRF header and no cross-site request, then one write transaction.
  if (e.method === 'GET' && e.unsafe) guards.unshift(requireUnsafeCall, unsafeGetTransaction);
  described.set(e.id, e);
  // Hono's overloads of `on` cannot type a spread of guards.
  (router.on as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => void)(e.method, honoPath(e), ...guards, async (c) => {
    const input = {
      params: readParams(c, e),
      query: readQuery(c, e),
      body: await readBody(c, e),
    } as ServerInput<E>;
    const out = await handler(c, input);
    if (out instanceof Response) return out;
    if (e.status === 204) return c.body(null, 204);
    return c.json(out as never, e.status ?? 200);
  });
}

export const defaultBodyLimit = 1024 * 1024;
export const multipartBodyLimit = 20 * 1024 * 1024;

/**
 * The body's size, checked before anything reads it (issue 17: a 100 MB body
 * was read and parsed before it was refused): by Content-Length when sent,
 * else counted as it streams in. Guards come after, so an anonymous caller
 * gets a 413 too.
 */
export function limitBody(e: Pick<AnyEndpoint, 'bodyLimit' | 'bodyType'>): MiddlewareHandler<AppEnv> {
  const maxSize = e.bodyLimit ?? (e.bodyType === 'multipart' ? multipartBodyLimit : defaultBodyLimit);
  const megabytes = maxSize >= 1024 * 1024 ? `${Math.round(maxSize / 1024 / 1024)} MB` : `${Math.round(maxSize / 1024)} KB`;
  const tooLarge = () => {
    throw new HttpError(413, `The request is too large: at most ${megabytes}.`);
  };
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    // Read already, within the server-wide limit (an Idempotency-Key's hash,
    // write-transaction.ts), or a request of a batch, whose body came in the batch's (sentBody).
    if (c.req.raw.bodyUsed || c.req.bodyCache.text !== undefined) {
      if (Buffer.byteLength(await c.req.text()) > maxSize) tooLarge();
      return next();
    }
    return limit(c, next);
  };
}

function readParams(c: Context, e: AnyEndpoint): unknown {
  if (!e.params) return undefined;
  const raw = c.req.param();
  const result = v.safeParse(e.params, raw);
  // A path that names no record of this kind is no record at all.
  if (!result.success || Object.keys(shapeProblems(e.params, raw)).length) throw new HttpError(404, 'Not found');
  return result.output;
}

function readQuery(c: Context, e: AnyEndpoint): unknown {
  if (!e.query) return undefined;
  const raw: Record<string, string | string[]> = {};
  for (const name of Object.keys((e.query as v.ObjectSchema<v.ObjectEntries, undefined>).entries)) {
    const listed = c.req.queries(`${name}[]`) ?? [];
    const plain = c.req.queries(name) ?? [];
    // An empty value (`client=`) is no value: the parameter is left out.
    const values = [...listed, ...plain].filter((value) => value !== '');
    if (!values.length) continue;
    raw[name] = listed.length || values.length > 1 ? values : values[0];
  }
  return validate(e.query, raw);
}

async function readBody(c: Context, e: AnyEndpoint): Promise<unknown> {
  if (!e.body || e.bodyType === 'multipart') return undefined;
  if (e.bodyType === 'form') {
    const form = await c.req.parseBody();
    return validate(e.body, Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string')));
  }
  const text = await c.req.text();
  const json = (c.req.header('content-type') ?? '').includes('application/json');
  // No body at all reads as an empty object where one will do (PATCH
  // /api/tasks/{id}/skip); otherwise it is a body that is not JSON.
  if (!text.trim()) {
    const empty = v.safeParse(e.body, {});
    if (empty.success) return empty.output;
    if (!json) throw new HttpError(415, 'Send the request body as JSON.');
    return validate(e.body, {});
  }
  if (!json) throw new HttpError(415, 'Send the request body as JSON.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  return validate(e.body, parsed);
}
