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

/**
 * A GET the form needs while it is filled (not a mirrored collection). The
 * service worker answers with the last copy when offline; `url` null skips.
 */
export function useRemote<T>(url: string | null, query?: RequestOptions['query']): Remote<T> {
  const key = url === null ? null : JSON.stringify([url, query ?? null]);
  const [state, setState] = useState<Remote<T> & { key: string | null }>({ ...idle, key: null });

  useEffect(() => {
    if (key === null || url === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...idle, data: s.key === key ? s.data : undefined, loading: true, key }));
    send<T>('GET', url, { query, signal: controller.signal })
      .then((res) => {
        setState({ ...idle, data: res.data, fromCache: res.headers.get('X-From-Cache') === '1', key });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const offline = isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout');
        setState({ ...idle, error: errorMessage(e), offline, key });
      });
    return () => controller.abort();
    // `key` stands for url and query.
  }, [key]);

  return state.key === key ? state : { ...idle, loading: key !== null };
}
