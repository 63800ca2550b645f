import { useCallback, useEffect, useRef, useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import { getContentSequence, listContentTemplates } from '../../../domain/content/content-endpoints';
import { useContentCalls } from './use-content-calls';

/**
 * One sequence and its templates (online; offline the last answers, marked
 * fromCache). Read again on `refresh()`, and whenever a queued content call
 * reaches the server (the outbox shrinks), so the screen shows the server's
 * versions after a replay.
 */
export function useSequenceData(id: number) {
  const calls = useContentCalls();
  const [epoch, setEpoch] = useState(0);
  const count = useRef(calls.length);
  useEffect(() => {
    if (calls.length < count.current) setEpoch((e) => e + 1);
    count.current = calls.length;
  }, [calls.length]);
  const input = { params: { id } };
  const sequence = useRemote(getContentSequence, input, epoch);
  const templates = useRemote(listContentTemplates, input, epoch);
  const refresh = useCallback(() => setEpoch((e) => e + 1), []);
  return { sequence, templates, calls, refresh };
}
