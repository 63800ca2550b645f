import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxStatus } from '../../../data/db/outbox-types';

const none = new Map<number, OutboxStatus>();

/** Meetings with an edit not yet accepted by the server, and the state of their latest edit. */
export function usePendingMeetings(): Map<number, OutboxStatus> {
  return useLiveQuery(
    async () => {
      const entries = await appDb().outbox.where('[collection+entityId]').between(['meetings', ''], ['meetings', '\uffff']).toArray();
      const byId = new Map<number, OutboxStatus>();
      for (const e of entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) byId.set(Number(e.entityId), e.status);
      return byId;
    },
    [],
    none,
  );
}
