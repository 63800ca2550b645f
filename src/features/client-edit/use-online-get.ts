import { useCallback, useEffect, useState } from 'react';
import { send } from '../../data/http/transport';
import { errorMessage, isTransportError } from '../../data/http/transport-error';

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
 * data with a write's answer.
 */
export function useOnlineGet<T>(url: string | null) {
  const [state, setState] = useState<{ url: string | null; value: OnlineGet<T> }>({ url: null, value: { status: 'loading' } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    send<T>('GET', url)
      .then((res) => live && setState({ url, value: { status: 'ready', data: res.data, fromCache: res.headers.get('X-From-Cache') === '1' } }))
      .catch((e: unknown) => {
        if (!live) return;
        const offline = isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout');
        setState({ url, value: offline ? { status: 'unavailable' } : { status: 'error', message: errorMessage(e) } });
      });
    return () => {
      live = false;
    };
  }, [url, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setState({ url, value: { status: 'ready', data, fromCache: false } }), [url]);
  const value: OnlineGet<T> = state.url === url ? state.value : { status: 'loading' };
  return { value, reload, set };
}
