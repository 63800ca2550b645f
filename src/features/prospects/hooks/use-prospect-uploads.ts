import { useEffect, useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import { listProspectUploads } from '../../../domain/prospects/prospect-endpoints';
import { uploadListRefreshMs } from '../../../domain/prospects/upload-rules';

/**
 * GET /api/prospect/uploads: asked at once when `open` becomes true (the
 * Past Files tab shown) and every 15 seconds while it stays so (spec 9);
 * `refresh` asks again now (after an upload).
 */
export function useProspectUploads(open: boolean) {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    if (!open) return;
    setEpoch((e) => e + 1);
    const timer = setInterval(() => setEpoch((e) => e + 1), uploadListRefreshMs);
    return () => clearInterval(timer);
  }, [open]);
  const remote = useRemote(listProspectUploads, {}, epoch);
  const [seenAt, setSeenAt] = useState<Date | null>(null);
  useEffect(() => {
    if (remote.data && !remote.loading) setSeenAt(new Date());
  }, [remote.data, remote.loading]);
  return { ...remote, seenAt, refresh: () => setEpoch((e) => e + 1) };
}
