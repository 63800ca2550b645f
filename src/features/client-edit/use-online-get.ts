import { useCallback, useState } from 'react';
import { remoteGet } from '../../data/http/remote-get';
import { useAsync } from '../../data/react/use-async';

export type OnlineGet<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; fromCache: boolean }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

/**
 * A GET of a screen that is not mirrored (team, goals, bunches, known
 * tags). Offline, the service worker answers with the last copy it kept,
 * marked X-From-Cache; without one the section is unavailable. `url` null:
 * nothing is fetched (spec 5: no client id, no fetch). `set` replaces the
 * data with a write's answer until the next reload.
 */
export function useOnlineGet<T>(url: string | null) {
  const [round, setRound] = useState(0);
  const [written, setWritten] = useState<{ url: string | null; round: number; data: T } | null>(null);
  const remote = useAsync(remoteGet<T>(url), round);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setWritten({ url, round, data }), [url, round]);
  let value: OnlineGet<T>;
  if (written && written.url === url && written.round === round) value = { status: 'ready', data: written.data, fromCache: false };
  // A reload keeps showing the last answer until the new one comes.
  else if (remote.data !== undefined && !remote.error) value = { status: 'ready', data: remote.data, fromCache: remote.fromCache };
  else if (remote.loading || url === null) value = { status: 'loading' };
  else if (remote.offline) value = { status: 'unavailable' };
  else value = { status: 'error', message: remote.error ?? 'Not loaded.' };
  return { value, reload, set };
}
