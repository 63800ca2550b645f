import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { useRemote } from '../../../data/react/use-remote';
import { firstSyncDone } from '../../../data/sync/pull';
import { listContentCadences } from '../../../domain/content/content-endpoints';
import { listOutreachSequences } from '../../../domain/outreach/outreach-endpoints';
import { listUsers } from '../../../domain/users/user-endpoints';

/** Content owners: the users with edit-content (spec 6). Staff only. */
export const useContentOwners = (enabled: boolean) => useRemote(listUsers, enabled ? { query: { permission: 'edit-content' } } : null);

export const useCadences = (enabled: boolean) => useRemote(listContentCadences, enabled ? {} : null);

/** The client's Outreach sequences, to link one. */
export const useOutreachSequences = (clientId: number | null) => useRemote(listOutreachSequences, clientId === null ? null : { query: { client: clientId } });

/** `synced` is null until the mirror has answered (so a synced device never flashes "still arriving"). */
type ClientChoices = { options: { value: string; label: string }[]; synced: boolean | null };

/**
 * The clients from the mirror (names for the filter and the new-sequence
 * form), and whether the device's first sync has ended: until it has, the
 * list is still filling and a form must say so rather than look empty.
 */
export function useClientChoices(): ClientChoices {
  return useLiveQuery(
    async () => {
      const db = appDb();
      const [rows, synced] = await Promise.all([db.clients.toArray(), firstSyncDone(db)]);
      return { synced, options: rows.map((c) => ({ value: String(c.id), label: String(c.name) })).sort((a, b) => a.label.localeCompare(b.label)) };
    },
    [],
    { options: [], synced: null },
  );
}
