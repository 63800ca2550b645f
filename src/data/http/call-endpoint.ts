import { isUnsafe, pathOf, pathParamNames, type AnswerOf, type AnyEndpoint, type CallInput } from '../../domain/api/endpoint';
import { send, type RequestOptions } from './transport';

/** Spec 8: a get or delete without an id says so, and is not sent. */
export const noIdMessage = 'Id is not provided';

/** A call whose address lacks one of its ids: nothing was sent. */
export class MissingIdError extends Error {
  constructor(readonly param: string) {
    super(noIdMessage);
    this.name = 'MissingIdError';
  }
}

export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'timeoutMs'>;

/** The request an endpoint makes for this input: method, address, and body as the transport sends it. */
export function requestOf<E extends AnyEndpoint>(e: E, input: CallInput<E>) {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  for (const name of pathParamNames(e.path)) {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new MissingIdError(name);
  }
  return {
    method: e.method,
    url: pathOf(e, params),
    query,
    body,
    bodyType: e.bodyType === 'form' ? ('form' as const) : ('json' as const),
  };
}

/**
 * Calls a described endpoint (src/domain/*-endpoints.ts) online: the path
 * filled from `params`, the query and body as described, the answer typed
 * by the description. An unsafe call carries a new Idempotency-Key unless
 * one is given, so a retry of the same call (pass the same key) is applied
 * once. Failures throw the transport's errors (spec 8). Writes that may be
 * made offline go through queueCall instead.
 */
export async function callEndpoint<E extends AnyEndpoint>(e: E, input: CallInput<E>, options: CallOptions = {}) {
  const request = requestOf(e, input);
  const body =
    request.body === undefined ? {} : request.bodyType === 'form' ? { form: request.body as Record<string, string> } : { json: request.body };
  const headers = { ...(isUnsafe(e) ? { 'Idempotency-Key': globalThis.crypto.randomUUID() } : {}), ...options.headers };
  return send<AnswerOf<E>>(request.method, request.url, { query: request.query, ...body, ...options, headers });
}
