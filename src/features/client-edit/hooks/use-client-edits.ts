import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxEntry } from '../../../data/db/outbox-types';

/** Edits of this client the server does not have yet. */
export function useClientEdits(clientId: number | null): OutboxEntry[] {
  return useLiveQuery(
    async () => (clientId === null ? [] : appDb().outbox.where('[collection+entityId]').equals(['clients', String(clientId)]).toArray()),
    [clientId],
    [],
  );
}
