import type { AnswerOf, AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import { serverReached } from '../sync/connection';
import { callEndpoint, requestOf } from './call-endpoint';
import { send, type RequestOptions } from './transport';
import { errorMessage, isTransportError } from './transport-error';

export type RemoteAnswer<T> = { data: T; fromCache: boolean };
export type RemoteFailure = { error: string; offline: boolean };

/**
 * A GET of a screen that is not mirrored. Offline, the service worker answers
 * with the last copy it kept and marks it X-From-Cache.
 */
export async function fetchRemote<T>(url: string, query: RequestOptions['query'] | undefined, signal: AbortSignal): Promise<RemoteAnswer<T>> {
  const res = await send<T>('GET', url, { query, signal });
  return { data: res.data, fromCache: res.headers.get('X-From-Cache') === '1' };
}

/** What went wrong, and whether the call never reached the server. */
export function remoteFailure(e: unknown): RemoteFailure {
  return { error: errorMessage(e), offline: isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout') };
}

/**
 * What a screen hook needs to load a GET (see data/react/use-async.ts): a key naming
 * the call, the loader, how to describe its failure, and when to ask again
 * after an answer that did not come from the server. Null when `url` is.
 */
export function remoteGet<T>(url: string | null, query?: RequestOptions['query']) {
  if (url === null) return null;
  return {
    call: JSON.stringify([url, query ?? null]),
    load: (signal: AbortSignal) => fetchRemote<T>(url, query, signal),
    describe: remoteFailure,
    retry: serverReached,
  };
}

/**
 * remoteGet for a described endpoint (src/domain/*-endpoints.ts): the same
 * source, its address and answer type taken from the description. Null
 * input asks nothing (spec 5: no client chosen, no fetch).
 */
export function remoteCall<E extends AnyEndpoint>(e: E, input: CallInput<E> | null) {
  if (input === null) return null;
  const request = requestOf(e, input);
  return {
    call: JSON.stringify([e.id, request.url, request.query ?? null]),
    load: async (signal: AbortSignal): Promise<RemoteAnswer<AnswerOf<E>>> => {
      const res = await callEndpoint(e, input, { signal });
      return { data: res.data, fromCache: res.headers.get('X-From-Cache') === '1' };
    },
    describe: remoteFailure,
    retry: serverReached,
  };
}
