import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { watchOutbox } from '../../../data/db/watch-tables';
import { pendingByRecord } from '../../../data/sync/outbox-summary';
import { useThrottledQuery } from '../../../data/react/use-throttled-query';

const none = new Map<number, OutboxStatus>();
// A replay settles one edit after another: the marks follow at most this
// often (a quiet outbox's first change shows at once).
const marksEveryMs = 250;

/** Meetings with an edit not yet accepted by the server, and the state that matters most. */
export function usePendingMeetings(): Map<number, OutboxStatus> {
  return (
    useThrottledQuery(
      watchOutbox,
      async () => {
        const byId = new Map<number, OutboxStatus>();
        for (const [id, status] of await pendingByRecord(appDb(), 'meetings')) byId.set(Number(id), status);
        return byId;
      },
      [],
      marksEveryMs,
    ) ?? none
  );
}
