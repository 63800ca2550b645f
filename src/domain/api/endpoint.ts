import * as v from 'valibot';
import type { MirrorOp } from '../sync/sync-types';

// One description per call of the API (decision 0022): the
// server mounts its route from it (server/http/route.ts), the app calls it
// through it (data/http/call-endpoint.ts), queued edits take their mirror
// change from it (data/sync/queue-call.ts), and /api/openapi.json is
// generated from the same schemas.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type AnySchema = v.GenericSchema<any, any>;

/** Path and query parameters: an object schema whose entries are read by name. */
export type ParamsSchema =
  | v.ObjectSchema<v.ObjectEntries, any>
  | v.StrictObjectSchema<v.ObjectEntries, any>
  | v.LooseObjectSchema<v.ObjectEntries, any>;

export type InputOf<S> = S extends AnySchema ? v.InferInput<S> : undefined;
export type OutputOf<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/**
 * How a call is queued when the rep makes it offline (decision 0001: writes are
 * commands): which record it concerns, the change the mirror shows at once,
 * and where the answer holds the server's row.
 */
export type OfflineWrite<P, B> = {
  /** A mirrored collection, or the kind of a record that is not mirrored (its edits queue all the same). */
  collection: string;
  /** The record: its edits replay in order, and a failed one holds back only its own later edits. */
  entityId: (input: OfflineInput<P, B>) => string | number;
  /** The change shown at once; absent for records that are not mirrored. */
  op?: (input: OfflineInput<P, B>) => MirrorOp;
  /** Send If-Match with the record's version (optimistic concurrency). */
  ifMatch?: boolean;
  /** Where the answer holds the new row: '' for the whole body, a field name, or null. */
  responseRow?: string | null;
};

/**
 * What an offline description reads: the call's parameters and body, and for
 * a record created on the device the id it goes by until the server's row
 * replaces it (negative: see sync-types.ts, temporaryRecordId).
 */
export type OfflineInput<P, B> = { params: P; body: B; temporaryId: number };

export type EndpointSpec<P, Q, B, A> = {
  method: Method;
  /** The documented path, parameters in braces: `/api/clients/{id}/meetings/{meetingId}`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  /** The area, for grouping in the OpenAPI document. */
  tag: string;
  /** Who may call it, in words (the server's guards enforce it). */
  access: string;
  params?: P;
  query?: Q;
  body?: B;
  /** json (default), form (x-www-form-urlencoded) or multipart (the handler reads it). */
  bodyType?: 'json' | 'form' | 'multipart';
  /** The largest request body in bytes, refused with 413 before it is read (default: 1 MB; 20 MB for multipart). */
  bodyLimit?: number;
  /** The schema of a success answer; absent when the answer is not JSON (`answerType`). */
  answer?: A;
  /** The media type of a non-JSON answer (a CSV download). */
  answerType?: string;
  /** Success status (200 by default). */
  status?: 200 | 201 | 202 | 204;
  /** A GET that changes data (spec 7's GET /sequencer/delete-note/{id}): guarded like a write. */
  unsafe?: boolean;
  /** No session needed (sign-in, the API description). */
  public?: boolean;
  offline?: OfflineWrite<InputOf<P>, InputOf<B>>;
};

export type Endpoint<P = any, Q = any, B = any, A = any> = Readonly<EndpointSpec<P, Q, B, A>> & {
  /** 'PATCH /api/clients/{id}/meetings/{meetingId}' */
  readonly id: string;
};

export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Describes one call. */
export function endpoint<
  const P extends ParamsSchema | undefined = undefined,
  const Q extends ParamsSchema | undefined = undefined,
  const B extends AnySchema | undefined = undefined,
  const A extends AnySchema | undefined = undefined,
>(spec: EndpointSpec<P, Q, B, A>): Endpoint<P, Q, B, A> {
  return { ...spec, id: `${spec.method} ${spec.path}` };
}

// `params?: P` reads as `P | undefined`: the helpers below look at P itself.
type Part<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;
type Has<S> = [NonNullable<S>] extends [never] ? false : true;

/** What the app passes to call an endpoint: path parameters, query and body as it holds them. */
export type CallInput<E extends AnyEndpoint> = (Has<E['params']> extends true ? { params: InputOf<Part<E['params']>> } : { params?: undefined }) &
  (Has<E['query']> extends true ? { query?: InputOf<Part<E['query']>> } : { query?: undefined }) &
  (Has<E['body']> extends true ? { body: InputOf<Part<E['body']>> } : { body?: undefined });

/** What a route handler receives, validated. */
export type ServerInput<E extends AnyEndpoint> = {
  params: OutputOf<Part<E['params']>>;
  query: OutputOf<Part<E['query']>>;
  body: OutputOf<Part<E['body']>>;
};

/** The success answer of a call. */
export type AnswerOf<E extends AnyEndpoint> = OutputOf<Part<E['answer']>>;

/** The names of a path's parameters, in order: `/a/{id}/b/{x}` → ['id', 'x']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** The path with its parameters filled in (each encoded). */
export function pathOf(e: Pick<AnyEndpoint, 'path'>, params: Record<string, unknown> | undefined): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: the path parameter ${name} is missing.`);
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${e.path}: the path parameter ${name} must be text or a number.`);
    return encodeURIComponent(String(value));
  });
}

/** Unsafe calls need the session's XSRF token (and a GET that changes data counts as one). */
export function isUnsafe(e: Pick<AnyEndpoint, 'method' | 'unsafe'>): boolean {
  return e.method !== 'GET' || e.unsafe === true;
}
