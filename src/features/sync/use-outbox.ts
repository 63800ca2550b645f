import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../data/db/app-db-instance';
import type { OutboxEntry } from '../../data/db/outbox-types';

/** Every edit not yet accepted by the server, oldest first. */
export function useOutbox(): OutboxEntry[] {
  return useLiveQuery(() => appDb().outbox.orderBy('seq').toArray(), [], []);
}
