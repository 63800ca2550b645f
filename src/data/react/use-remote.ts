import type { AnswerOf, AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import { remoteCall, type RemoteOptions } from '../http/remote-call';
import { useAsync, type Remote } from './use-async';

export type { Remote };

/**
 * A described GET of a screen that is not mirrored (decision 0022: other
 * screens fetch online; offline, the service worker answers with the last
 * copy, and `fromCache` says so). `input` null asks nothing; a new `epoch`
 * asks again, keeping the last answer on screen meanwhile. With `copyFirst`
 * the device's kept copy shows while the first answer is asked (`refreshing`).
 */
export function useRemote<E extends AnyEndpoint>(e: E, input: CallInput<E> | null, epoch: unknown = 0, options?: RemoteOptions): Remote<AnswerOf<E>> {
  return useAsync(remoteCall(e, input, options), epoch);
}
