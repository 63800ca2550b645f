import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../../data/http/call-endpoint';
import { getOutreachInstance } from '../../../domain/outreach/outreach-instance-endpoints';
import { syncPollMs } from '../../../domain/sequencer/sequence-sync';

/**
 * Spec 4: after a sync request, poll the instance every 5 seconds until its
 * sequencesSyncRequested flag clears, then `onDone` (refresh the counts).
 * `start(id)` begins; a profile that opens mid-sync starts it as well.
 */
export function useSyncPoll(onDone: () => void) {
  const [instanceId, setInstanceId] = useState<number | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (instanceId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      const check = async () => {
        try {
          const res = await callEndpoint(getOutreachInstance, { params: { id: instanceId } });
          if (!live) return;
          if (!res.data.sequencesSyncRequested && res.headers.get('X-From-Cache') !== '1') {
            setInstanceId(null);
            done.current();
            return;
          }
        } catch {
          // Offline or a failed poll: keep polling; the flag is still the server's.
        }
        if (live) poll();
      };
      timer = setTimeout(() => void check(), syncPollMs);
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [instanceId]);
  return { syncing: instanceId !== null, start: setInstanceId };
}
