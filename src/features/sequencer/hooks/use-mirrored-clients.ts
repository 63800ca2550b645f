import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { Client } from '../../../domain/clients/client-types';

/** Every client on the device, by name (offline too); undefined while reading. */
export function useMirroredClients(): Client[] | undefined {
  return useLiveQuery(() => appDb().clients.orderBy('name').toArray(), []);
}

/** One client from the device; undefined while reading, null when absent. */
export function useMirroredClient(id: number | null): Client | null | undefined {
  const result = useLiveQuery(async () => ({ id, client: id === null ? null : ((await appDb().clients.get(id)) ?? null) }), [id]);
  return result && result.id === id ? result.client : undefined;
}
