import { useEffect, useState } from 'react';
import { send, type RequestOptions } from '../../../data/http/transport';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';

export type Remote<T> = {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** The call never reached the server. */
  offline: boolean;
  /** The service worker answered with its copy of the last answer (X-From-Cache). */
  fromCache: boolean;
};

const idle = { data: undefined, loading: false, error: null, offline: false, fromCache: false };

/** An online-only GET (not a mirrored collection); `url` null skips it. */
export function useRemote<T>(url: string | null, query?: RequestOptions['query'], reloadKey = 0): Remote<T> {
  const key = url === null ? null : JSON.stringify([url, query ?? null, reloadKey]);
  const [state, setState] = useState<Remote<T> & { key: string | null }>({ ...idle, key: null });

  useEffect(() => {
    if (key === null || url === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...idle, data: s.data, loading: true, key }));
    send<T>('GET', url, { query, signal: controller.signal })
      .then((res) => setState({ ...idle, data: res.data, fromCache: res.headers.get('X-From-Cache') === '1', key }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const offline = isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout');
        setState({ ...idle, error: errorMessage(e), offline, key });
      });
    return () => controller.abort();
    // `key` stands for url, query and reloadKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key ? state : { ...idle, loading: key !== null };
}
