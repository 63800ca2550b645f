import { appDb } from '../../../data/db/app-db-instance';
import { watchTables } from '../../../data/db/watch-tables';
import { useRemote } from '../../../data/react/use-remote';
import { listClients } from '../../../domain/clients/client-endpoints';
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

/** GET /api/clients?meetings=1, or the mirrored clients while it loads and offline. */
export function useBookableClients(): BookableClients {
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
