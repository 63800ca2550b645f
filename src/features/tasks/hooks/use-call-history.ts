import { useEffect, useState } from 'react';
import { send } from '../../../data/http/transport';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';
import type { CallRecord } from '../../../domain/tasks/call-record';

export type CallHistory =
  | { status: 'loading' }
  | { status: 'ready'; calls: CallRecord[]; fromCache: boolean }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

/**
 * GET /api/outreach/calls?task=..: online. Offline, the service worker
 * answers with the last copy it kept (marked X-From-Cache); without one
 * the history is unavailable. Read again when the task changes (a logged
 * outcome adds a call).
 */
export function useCallHistory(taskId: number | null, version: number | undefined): CallHistory {
  const [state, setState] = useState<{ key: string; history: CallHistory }>({ key: '', history: { status: 'loading' } });
  const key = `${taskId}:${version}`;
  useEffect(() => {
    if (taskId === null) return;
    let live = true;
    send<CallRecord[]>('GET', '/api/outreach/calls', { query: { task: taskId } })
      .then((res) => live && setState({ key, history: { status: 'ready', calls: res.data, fromCache: res.headers.get('X-From-Cache') === '1' } }))
      .catch((e: unknown) => {
        if (!live) return;
        const offline = isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout');
        setState({ key, history: offline ? { status: 'unavailable' } : { status: 'error', message: errorMessage(e) } });
      });
    return () => {
      live = false;
    };
  }, [taskId, key]);
  // While a new read runs, the previous task's answer is not shown.
  if (state.key !== key) {
    const sameTask = state.key.startsWith(`${taskId}:`);
    return sameTask ? state.history : { status: 'loading' };
  }
  return state.history;
}
