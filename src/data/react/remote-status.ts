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
