import type { AnswerOf, AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import { serverReached } from '../sync/connection';
import { callEndpoint, requestOf } from './call-endpoint';
import { keptCopy } from './kept-copy';
import { buildUrl } from './transport';
import { errorMessage, isTransportError } from './transport-error';

export type RemoteAnswer<T> = { data: T; fromCache: boolean };
export type RemoteFailure = { error: string; offline: boolean };

/** What went wrong, and whether the call never reached the server. */
export function remoteFailure(e: unknown): RemoteFailure {
  return { error: errorMessage(e), offline: isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout') };
}

/** A key naming one call of an endpoint (its address and query); null for no call. */
export function callKey<E extends AnyEndpoint>(e: E, input: CallInput<E> | null): string | null {
  return input === null ? null : keyOf(e, requestOf(e, input));
}

const keyOf = (e: AnyEndpoint, request: ReturnType<typeof requestOf>) => JSON.stringify([e.id, request.url, request.query ?? null]);

// Answers asked ahead of their screen (a route's loader asks while the
// screen's code loads): the screen's first load of the same call takes one
// that is recent, instead of asking only once it is drawn.
const askedAhead = new Map<string, { answer: Promise<RemoteAnswer<unknown>>; at: number }>();
const askedAheadForMs = 10_000;

async function loadRemote<E extends AnyEndpoint>(e: E, input: CallInput<E>, signal?: AbortSignal): Promise<RemoteAnswer<AnswerOf<E>>> {
  const res = await callEndpoint(e, input, { signal });
  return { data: res.data, fromCache: res.headers.get('X-From-Cache') === '1' };
}

/** Asks a described GET now, for the screen about to show it (see `remoteCall`). */
export function askAhead<E extends AnyEndpoint>(e: E, input: CallInput<E>): void {
  const call = callKey(e, input)!;
  // Those no screen took (a link pointed at, not followed) are let go.
  for (const [key, kept] of askedAhead) if (Date.now() - kept.at >= askedAheadForMs) askedAhead.delete(key);
  // Asked already (the page's first screen, then its route's loader): once is enough.
  if (askedAhead.has(call)) return;
  const answer = loadRemote(e, input);
  const kept = { answer, at: Date.now() };
  // A failure is not kept for a screen drawn later: a page opened before
  // sign-in asks at its load (first-screen.ts) and gets a 401; the same
  // screen shown after sign-in must ask again, not take that. (Nor is it an
  // unhandled rejection meanwhile.)
  answer.catch(() => {
    if (askedAhead.get(call) === kept) askedAhead.delete(call);
  });
  askedAhead.set(call, kept);
}

function takeAskedAhead(call: string): Promise<RemoteAnswer<unknown>> | null {
  const kept = askedAhead.get(call);
  askedAhead.delete(call);
  return kept && Date.now() - kept.at < askedAheadForMs ? kept.answer : null;
}

export type RemoteOptions = {
  /**
   * Show the copy this device kept of the last answer while the fresh one is
   * asked (the screen's first load only): the screen draws at once and says
   * it is refreshing, rather than showing a spinner where local data could
   * answer. For screens that mark a copy as such and hold their edits until
   * the fresh answer (an edit needs its version).
   */
  copyFirst?: boolean;
};

/**
 * What a screen hook needs to load a described GET (see data/react/use-async.ts):
 * a key naming the call, the loader, how to describe its failure, and when to
 * ask again after an answer that did not come from the server. Offline, the
 * service worker answers with the last copy it kept and marks it
 * X-From-Cache. Null input asks nothing (spec 5: no client chosen, no fetch).
 */
export function remoteCall<E extends AnyEndpoint>(e: E, input: CallInput<E> | null, options: RemoteOptions = {}) {
  if (input === null) return null;
  const request = requestOf(e, input);
  const call = keyOf(e, request);
  return {
    call,
    // Only a screen's first load takes an answer asked ahead: a refresh
    // (after a sync, a save) must reach the server, not an answer asked
    // before it (a pointer over a link to this same screen asks again).
    load: (signal: AbortSignal, again: boolean): Promise<RemoteAnswer<AnswerOf<E>>> => {
      const ahead = takeAskedAhead(call) as Promise<RemoteAnswer<AnswerOf<E>>> | null;
      return (!again && ahead) || loadRemote(e, input, signal);
    },
    describe: remoteFailure,
    retry: serverReached,
    peek: options.copyFirst ? () => keptCopy(buildUrl(request.url, request.query)) as Promise<AnswerOf<E> | undefined> : undefined,
  };
}
