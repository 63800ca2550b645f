import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../data/db/app-db-instance';
import type { OutboxEntry } from '../../data/db/outbox-types';
import { outboxSummary, type OutboxSummary } from '../../data/sync/outbox-summary';

/** Every edit not yet accepted by the server, oldest first (the open sync panel). */
export function useOutbox(): OutboxEntry[] {
  return useLiveQuery(() => appDb().outbox.orderBy('seq').toArray(), [], []);
}

const empty: OutboxSummary = { waiting: 0, problems: 0 };

/** Counts for the header: cheap enough to follow a replay of thousands of edits. */
export function useOutboxSummary(): OutboxSummary {
  return useLiveQuery(() => outboxSummary(appDb()), [], empty);
}
