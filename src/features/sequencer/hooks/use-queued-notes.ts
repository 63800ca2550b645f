import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { OutboxEntry } from '../../../data/db/outbox-types';

export type QueuedNote = { id: string; notes: string; createdAt: number; status: OutboxEntry['status']; lastError?: string };

/** Notes of this profile still in the outbox (added offline, or on their way): shown as not sent yet. */
export function useQueuedNotes(profileId: number | null): QueuedNote[] {
  return (
    useLiveQuery(async () => {
      if (profileId === null) return [];
      const entries = await appDb().outbox.where('[collection+entityId]').equals(['sequencer-notes', `profile-${profileId}`]).toArray();
      return entries
        .filter((e) => e.method === 'POST')
        .map((e) => ({ id: e.id, notes: String((e.body as { notes?: string } | undefined)?.notes ?? ''), createdAt: e.createdAt, status: e.status, lastError: e.lastError }));
    }, [profileId]) ?? []
  );
}
