import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { watchOutbox } from '../../../data/db/watch-tables';
import { outboxSummary, type OutboxSummary } from '../../../data/sync/outbox-summary';
import { useThrottledQuery } from '../../../data/react/use-throttled-query';

/** Every edit not yet accepted by the server, oldest first (the open sync panel). */
export function useOutbox(): OutboxEntry[] {
  return useLiveQuery(() => appDb().outbox.orderBy('seq').toArray(), [], []);
}

const empty: OutboxSummary = { waiting: 0, problems: 0 };
const summaryEveryMs = 250;

/**
 * Counts for the header. A replay changes the outbox once per edit: the
 * counts follow at most four times a second (the first change at once), so
 * a long replay does not spend its time recounting.
 */
export function useOutboxSummary(): OutboxSummary {
  return useThrottledQuery(watchOutbox, () => outboxSummary(appDb()), [], summaryEveryMs) ?? empty;
}
