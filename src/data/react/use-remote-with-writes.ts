import { useCallback, useState } from 'react';
import type { AnswerOf, AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import { callKey } from '../http/remote-call';
import type { Remote } from './use-async';
import { useRemote } from './use-remote';

export type RemoteWithWrites<T> = Remote<T> & {
  /** Shows a write's answer (the server's new state) in place of the read's. */
  show: (data: T) => void;
};

/**
 * useRemote for a section that also writes online and whose writes answer
 * with the whole new state (a client's team after an assignment, its goals
 * after a save): the answer is shown at once instead of asking again, until
 * the page is loaded again or the section asks for another input.
 */
export function useRemoteWithWrites<E extends AnyEndpoint>(e: E, input: CallInput<E> | null): RemoteWithWrites<AnswerOf<E>> {
  const remote = useRemote(e, input);
  const key = callKey(e, input);
  const [written, setWritten] = useState<{ key: string | null; data: AnswerOf<E> } | null>(null);
  const show = useCallback((data: AnswerOf<E>) => setWritten({ key, data }), [key]);
  const shown = written && written.key === key ? { data: written.data, loading: false, error: null, offline: false, fromCache: false, refreshing: false } : remote;
  return { ...shown, show };
}
