import { startTransition, useEffect, useRef, useState } from 'react';

export type Remote<T> = {
  data: T | undefined;
  loading: boolean;
  /** The call failed; `offline` when it never reached the server. */
  error: string | null;
  offline: boolean;
  /** Answered from a saved copy (the service worker's, when offline). */
  fromCache: boolean;
};

/** A key naming what is asked, the loader, and how to describe a failure. */
export type AsyncSource<T> = {
  call: string;
  load: (signal: AbortSignal) => Promise<{ data: T; fromCache: boolean }>;
  describe: (error: unknown) => { error: string; offline: boolean };
};

const idle = { data: undefined, loading: false, error: null, offline: false, fromCache: false };

/**
 * Loads a source (null asks nothing). A new `epoch` asks again, keeping the
 * answer it has meanwhile; another call starts empty. An answer that arrives
 * after the call changed is dropped.
 *
 * Answers render as a transition, in short slices: one arriving under a big
 * form (the booking form's accounts and lookups) would otherwise redraw it
 * in one long main-thread task.
 */
export function useAsync<T>(source: AsyncSource<T> | null, epoch: unknown = 0): Remote<T> {
  const call = source?.call ?? null;
  const key = call === null ? null : JSON.stringify([call, epoch]);
  const [state, setState] = useState<Remote<T> & { call: string | null; key: string | null }>({ ...idle, call: null, key: null });
  const latest = useRef(source);
  latest.current = source;

  useEffect(() => {
    if (key === null) return setState({ ...idle, call: null, key: null });
    const controller = new AbortController();
    const kept = (s: { call: string | null; data: T | undefined }) => (s.call === call ? s.data : undefined);
    setState((s) => ({ ...idle, data: kept(s), loading: true, call, key }));
    const { load, describe } = latest.current!;
    load(controller.signal).then(
      (res) => startTransition(() => setState({ ...idle, data: res.data, fromCache: res.fromCache, call, key })),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        const failure = describe(e);
        startTransition(() => setState((s) => ({ ...idle, data: kept(s), error: failure.error, offline: failure.offline, call, key })));
      },
    );
    return () => controller.abort();
    // `key` stands for the call and the epoch; the loader is read from `latest`.
  }, [key]);

  const { call: _call, key: stateKey, ...remote } = state;
  if (stateKey === key) return remote;
  return { ...idle, data: state.call === call ? state.data : undefined, loading: key !== null };
}
