import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../data/db/app-db-instance';
import type { Client } from '../../domain/clients/client-types';
import { isBookableClient } from './bookable-client';
import { useRemote } from './use-remote';

export type BookableClients = { clients: Client[]; loading: boolean; source: 'server' | 'cache' | 'device' };

/** GET /api/clients?meetings=1, or the mirrored clients while it loads and offline. */
export function useBookableClients(): BookableClients {
  const remote = useRemote<Client[]>('/api/clients', { meetings: 1 });
  const mirrored = useLiveQuery(async () => (await appDb().clients.orderBy('name').toArray()).filter(isBookableClient), []);
  if (remote.data) return { clients: remote.data, loading: false, source: remote.fromCache ? 'cache' : 'server' };
  return { clients: mirrored ?? [], loading: mirrored === undefined || (remote.loading && !mirrored.length), source: 'device' };
}
