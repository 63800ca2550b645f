import type { Remote } from './use-async';

/** An online read as a section shows it. */
export type RemoteStatus<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; fromCache: boolean }
  /** Offline, and no copy kept on this device. */
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

/**
 * Ready only with an answer of the last request (a failed reload is not
 * shown as current); nothing asked yet counts as loading.
 */
export function remoteStatus<T>(remote: Remote<T>): RemoteStatus<T> {
  if (remote.data !== undefined && !remote.error) return { status: 'ready', data: remote.data, fromCache: remote.fromCache };
  if (!remote.error) return { status: 'loading' };
  if (remote.offline) return { status: 'unavailable' };
  return { status: 'error', message: remote.error };
}

/** Several online reads shown together (a screen that needs all of them). */
export type ReadsState = {
  status: 'loading' | 'ready' | 'error';
  /** The first read that failed with nothing to show. */
  error: string | null;
  /** That read never reached the server (offline, nothing kept). */
  offline: boolean;
  /** One of the answers is the device's saved copy. */
  fromCache: boolean;
};

/** Ready once every read has an answer; failed when one has failed with nothing to show. */
export function readsState(reads: readonly Remote<unknown>[]): ReadsState {
  const failed = reads.find((r) => r.error && r.data === undefined);
  return {
    status: reads.every((r) => r.data !== undefined) ? 'ready' : failed ? 'error' : 'loading',
    error: failed?.error ?? null,
    offline: failed?.offline ?? false,
    fromCache: reads.some((r) => r.fromCache),
  };
}
