import type { AnswerOf, AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import { serverReached } from '../sync/connection';
import { callEndpoint, requestOf } from './call-endpoint';
import { errorMessage, isTransportError } from './transport-error';

export type RemoteAnswer<T> = { data: T; fromCache: boolean };
export type RemoteFailure = { error: string; offline: boolean };

/** What went wrong, and whether the call never reached the server. */
export function remoteFailure(e: unknown): RemoteFailure {
  return { error: errorMessage(e), offline: isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout') };
}

/** A key naming one call of an endpoint (its address and query); null for no call. */
export function callKey<E extends AnyEndpoint>(e: E, input: CallInput<E> | null): string | null {
  if (input === null) return null;
  const request = requestOf(e, input);
  return JSON.stringify([e.id, request.url, request.query ?? null]);
}

/**
 * What a screen hook needs to load a described GET (see data/react/use-async.ts):
 * a key naming the call, the loader, how to describe its failure, and when to
 * ask again after an answer that did not come from the server. Offline, the
 * service worker answers with the last copy it kept and marks it
 * X-From-Cache. Null input asks nothing (spec 5: no client chosen, no fetch).
 */
export function remoteCall<E extends AnyEndpoint>(e: E, input: CallInput<E> | null) {
  const call = callKey(e, input);
  if (call === null || input === null) return null;
  return {
    call,
    load: async (signal: AbortSignal): Promise<RemoteAnswer<AnswerOf<E>>> => {
      const res = await callEndpoint(e, input, { signal });
      return { data: res.data, fromCache: res.headers.get('X-From-Cache') === '1' };
    },
    describe: remoteFailure,
    retry: serverReached,
  };
}
