import { useEffect, useState } from 'react';
import { send, type RequestOptions } from '../../data/http/transport';
import { errorMessage, isTransportError } from '../../data/http/transport-error';

export type Remote<T> = {
  data: T | undefined;
  loading: boolean;
  /** The call failed; `offline` when it never reached the server. */
  error: string | null;
  offline: boolean;
  /** Answered by the service worker's copy of the last answer (offline). */
  fromCache: boolean;
};

const idle = { data: undefined, loading: false, error: null, offline: false, fromCache: false };

type State<T> = Remote<T> & { call: string | null; key: string | null };

/**
 * A GET the form needs while it is filled (not a mirrored collection). The
 * service worker answers with the last copy when offline; `url` null skips;
 * a new `epoch` (e.g. the connection coming back) asks again, keeping the
 * answer it has meanwhile.
 */
export function useRemote<T>(url: string | null, query?: RequestOptions['query'], epoch: unknown = 0): Remote<T> {
  const call = url === null ? null : JSON.stringify([url, query ?? null]);
  const key = call === null ? null : JSON.stringify([call, epoch]);
  const [state, setState] = useState<State<T>>({ ...idle, call: null, key: null });

  useEffect(() => {
    // Forget the last answer, so coming back to the same call later asks
    // again rather than showing it as current.
    if (key === null || url === null) return setState({ ...idle, call: null, key: null });
    const controller = new AbortController();
    setState((s) => ({ ...idle, data: s.call === call ? s.data : undefined, loading: true, call, key }));
    send<T>('GET', url, { query, signal: controller.signal })
      .then((res) => setState({ ...idle, data: res.data, fromCache: res.headers.get('X-From-Cache') === '1', call, key }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const offline = isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout');
        setState((s) => ({ ...idle, data: s.call === call ? s.data : undefined, error: errorMessage(e), offline, call, key }));
      });
    return () => controller.abort();
    // `key` stands for url, query and epoch.
  }, [key]);

  if (state.key === key) return state;
  return { ...idle, data: state.call === call ? state.data : undefined, loading: key !== null };
}
