import { startTransition, useEffect, useRef, useState } from 'react';
import { useStore, type ExternalStore } from './use-store';

export type Remote<T> = {
  data: T | undefined;
  loading: boolean;
  /** The call failed; `offline` when it never reached the server. */
  error: string | null;
  offline: boolean;
  /** Answered from a saved copy (the service worker's, when offline). */
  fromCache: boolean;
  /** The saved copy shown while the fresh answer is on its way (`peek`): `fromCache` and `loading` too. */
  refreshing: boolean;
};

/** A key naming what is asked, the loader, and how to describe a failure. */
export type AsyncSource<T> = {
  call: string;
  /** `again`: the same call loaded before by this screen (a new epoch, a retry), which must ask afresh. */
  load: (signal: AbortSignal, again: boolean) => Promise<{ data: T; fromCache: boolean }>;
  describe: (error: unknown) => { error: string; offline: boolean };
  /**
   * A sign that the server was reached again (data/sync/connection.ts). An
   * answer that did not come from the server (a failure offline, or the
   * service worker's saved copy) is asked again when it changes, so a screen
   * does not stay "offline" after the connection is back.
   */
  retry?: ExternalStore<unknown>;
  /**
   * The copy this device kept of the last answer (undefined: none), shown
   * while a first load is asked, if it comes before the answer.
   */
  peek?: () => Promise<T | undefined>;
};

const idle = { data: undefined, loading: false, error: null, offline: false, fromCache: false, refreshing: false };
const noRetry: ExternalStore<unknown> = { subscribe: () => () => {}, getSnapshot: () => null };

type State<T> = Remote<T> & {
  call: string | null;
  key: string | null;
  /** The retry sign when this load started. */
  reached: unknown;
};

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
  const reached = useStore(source?.retry ?? noRetry);
  const [retries, setRetries] = useState(0);
  const call = source?.call ?? null;
  const key = call === null ? null : JSON.stringify([call, epoch, retries]);
  const [state, setState] = useState<State<T>>({ ...idle, call: null, key: null, reached: null });
  const latest = useRef(source);
  latest.current = source;
  const loadedCall = useRef<string | null>(null);

  useEffect(() => {
    if (key === null) return setState({ ...idle, call: null, key: null, reached: null });
    const controller = new AbortController();
    const kept = (s: { call: string | null; data: T | undefined }) => (s.call === call ? s.data : undefined);
    // The sign as this render saw it: the effect runs right after it.
    const at = reached;
    setState((s) => ({ ...idle, data: kept(s), loading: true, call, key, reached: at }));
    const { load, describe, peek } = latest.current!;
    const again = loadedCall.current === call;
    loadedCall.current = call;
    let answered = false;
    // A first load with nothing on screen: the device's copy shows meanwhile.
    if (!again && peek) {
      peek().then(
        (copy) => {
          if (answered || controller.signal.aborted || copy === undefined) return;
          startTransition(() =>
            setState((s) =>
              s.key === key && s.loading && s.data === undefined
                ? { ...idle, data: copy, loading: true, fromCache: true, refreshing: true, call, key, reached: at }
                : s,
            ),
          );
        },
        () => undefined,
      );
    }
    load(controller.signal, again).then(
      (res) => {
        answered = true;
        startTransition(() => setState({ ...idle, data: res.data, fromCache: res.fromCache, call, key, reached: at }));
      },
      (e: unknown) => {
        answered = true;
        if (controller.signal.aborted) return;
        const failure = describe(e);
        // What stays on screen keeps saying where it came from (a copy stays a copy).
        startTransition(() =>
          setState((s) => ({ ...idle, data: kept(s), fromCache: kept(s) !== undefined && s.fromCache, error: failure.error, offline: failure.offline, call, key, reached: at })),
        );
      },
    );
    return () => controller.abort();
    // `key` stands for the call, the epoch and the retries; the loader is read
    // from `latest`; `reached` is only noted, a change of it alone asks nothing.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- one load per key, on purpose (see above)
  }, [key]);

  // Not from the server, and the server was reached since this load began
  // (also while it was on its way): ask once more.
  const missed = state.key === key && !state.loading && (state.offline || state.fromCache);
  useEffect(() => {
    if (missed && state.reached !== reached) setRetries((r) => r + 1);
  }, [missed, state.reached, reached]);

  const { call: _call, key: stateKey, reached: _reached, ...remote } = state;
  if (stateKey === key) return remote;
  return { ...idle, data: state.call === call ? state.data : undefined, loading: key !== null };
}
