import { useEffect, useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import { listAuditLog } from '../../../domain/audit/audit-endpoints';
import type { AuditEntity, AuditEntry } from '../../../domain/audit/audit-types';

const pageSize = 50;

/** The audit log, newest first, one page more at each `more()`; a new filter starts again. */
export function useAuditLog(entity: AuditEntity | undefined) {
  const [before, setBefore] = useState<number | undefined>(undefined);
  const [pages, setPages] = useState<{ key: string; entries: AuditEntry[] }>({ key: '', entries: [] });
  const key = entity ?? 'all';
  const page = useRemote(listAuditLog, { query: { entity, before, limit: pageSize } });
  useEffect(() => setBefore(undefined), [key]);
  useEffect(() => {
    if (!page.data) return;
    setPages((p) => {
      const kept = p.key === key && before !== undefined ? p.entries : [];
      const seen = new Set(kept.map((e) => e.id));
      return { key, entries: [...kept, ...page.data!.filter((e) => !seen.has(e.id))] };
    });
  }, [page.data, key, before]);
  const entries = pages.key === key ? pages.entries : [];
  return {
    entries,
    loading: page.loading,
    error: page.error,
    offline: page.offline,
    fromCache: page.fromCache,
    hasMore: (page.data?.length ?? 0) === pageSize,
    more: () => setBefore(entries[entries.length - 1]?.id),
  };
}
