import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { Client } from '../../../domain/clients/client-types';

/**
 * The client from the mirror: undefined while reading, null when this
 * device does not have it. The answer carries its id, since a live query
 * shows its previous result until the new one is in.
 */
export function useClient(id: number | null): Client | null | undefined {
  const result = useLiveQuery(async () => ({ id, client: id === null ? null : ((await appDb().clients.get(id)) ?? null) }), [id]);
  return result && result.id === id ? result.client : undefined;
}
