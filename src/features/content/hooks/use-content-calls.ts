import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { bySeq, type OutboxEntry } from '../../../data/db/outbox-types';

/**
 * Queued content calls not yet accepted by the server (feedback, approvals,
 * edits made offline): the screen shows them as waiting, on top of the last
 * answers. Templates and sequences are not mirrored, so the outbox is where
 * they are.
 */
export function useContentCalls(): OutboxEntry[] {
  return (
    useLiveQuery(
      async () => {
        const rows = await appDb().outbox.where('[collection+entityId]').between(['content-sequences', ''], ['content-templates', '\uffff']).toArray();
        return [...rows].sort(bySeq);
      },
      [],
    ) ?? []
  );
}
