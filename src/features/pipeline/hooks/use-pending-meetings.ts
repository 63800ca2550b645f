import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { pendingByRecord } from '../../../data/sync/outbox-summary';

const none = new Map<number, OutboxStatus>();

/** Meetings with an edit not yet accepted by the server, and the state that matters most. */
export function usePendingMeetings(): Map<number, OutboxStatus> {
  return useLiveQuery(
    async () => {
      const byId = new Map<number, OutboxStatus>();
      for (const [id, status] of await pendingByRecord(appDb(), 'meetings')) byId.set(Number(id), status);
      return byId;
    },
    [],
    none,
  );
}
