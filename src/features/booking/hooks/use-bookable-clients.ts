import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { watchTables } from '../../../data/db/watch-tables';
import { useRemote } from '../../../data/react/use-remote';
import { getClient, listClients } from '../../../domain/clients/client-endpoints';
import type { Client } from '../../../domain/clients/client-types';
import { useThrottledQuery } from '../../../data/react/use-throttled-query';
import { isBookableClient } from '../../../domain/clients/bookable-client';

export type BookableClients = {
  clients: Client[];
  loading: boolean;
  source: 'server' | 'cache' | 'device';
  /** The call did not reach the server (the browser's online flag is not always right). */
  offline: boolean;
};

const watchClients = (notify: () => void) => watchTables(['clients'], notify);

/**
 * GET /api/clients?meetings=1, or the mirrored clients while it loads and
 * offline. `chosen` (the client of a meeting being rescheduled, say) is
 * listed too when it is not bookable, so the form names it rather than
 * showing an empty Client (issue 16); the server then says why it refuses.
 */
export function useBookableClients(chosen: number | null = null): BookableClients {
  const listed = useBookableClientList();
  const missing = chosen !== null && !listed.loading && !listed.clients.some((c) => c.id === chosen);
  const mirrored = useLiveQuery(async () => (missing ? ((await appDb().clients.get(chosen)) ?? null) : null), [missing, chosen]);
  // Before the first sync has brought it: the server names it.
  const asked = useRemote(getClient, missing && mirrored === null ? { params: { id: chosen } } : null);
  const extra = mirrored ?? asked.data;
  return missing && extra ? { ...listed, clients: [...listed.clients, extra] } : listed;
}

function useBookableClientList(): BookableClients {
  // Asked again when the server is reached again (data/react/use-async.ts), so "offline" does not stick.
  const remote = useRemote(listClients, { query: { meetings: true } });
  // Thousands of rows, written in slices during a first sync: read at most once
  // a second, and not at all once the server has answered.
  const wanted = !remote.data;
  const mirrored = useThrottledQuery(
    watchClients,
    async () => (wanted ? (await appDb().clients.orderBy('name').toArray()).filter(isBookableClient) : []),
    [wanted],
    1000,
  );
  const offline = remote.offline || remote.fromCache;
  if (remote.data) return { clients: remote.data, loading: false, source: remote.fromCache ? 'cache' : 'server', offline };
  return { clients: mirrored ?? [], loading: mirrored === undefined || (remote.loading && !mirrored.length), source: 'device', offline };
}
