import { useEffect, useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import { searchProspects } from '../../../domain/prospects/prospect-endpoints';
import type { ProspectSearchQuery } from '../../../domain/prospects/prospect-search';
import type { ProspectSearchAnswer } from '../../../domain/prospects/prospect-types';

export type ProspectSearch = {
  answer: ProspectSearchAnswer | undefined;
  loading: boolean;
  error: string | null;
  /** The search needs the server and did not reach it. */
  offline: boolean;
  /** The answer shown is an earlier one, not this search's: the last results seen. */
  stale: { at: Date | null; fromCache: boolean } | null;
};

/**
 * GET /api/prospects for the search in the address. Searching needs the
 * server; offline, the last results seen stay on screen, marked as such
 * (the service worker's copy when this very search was made before).
 */
export function useProspectSearch(query: ProspectSearchQuery): ProspectSearch {
  const remote = useRemote(searchProspects, { query });
  const [last, setLast] = useState<{ answer: ProspectSearchAnswer; at: Date } | null>(null);
  useEffect(() => {
    if (remote.data && !remote.fromCache) setLast({ answer: remote.data, at: new Date() });
  }, [remote.data, remote.fromCache]);
  if (remote.data) {
    return { answer: remote.data, loading: remote.loading, error: null, offline: remote.fromCache, stale: remote.fromCache ? { at: last?.at ?? null, fromCache: true } : null };
  }
  if (remote.error && last) {
    return { answer: last.answer, loading: false, error: remote.error, offline: remote.offline, stale: { at: last.at, fromCache: false } };
  }
  return { answer: undefined, loading: remote.loading, error: remote.error, offline: remote.offline, stale: null };
}
