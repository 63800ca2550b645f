import { appDb } from '../../../data/db/app-db-instance';
import type { LookupRow } from '../../../data/db/mirror-types';
import { useSteadyLiveQuery } from '../../../data/react/same-value';
import { firstSyncDone } from '../../../data/sync/pull';
import { userLabel } from '../../../domain/users/user-label';

type Option = { value: string; label: string };
type FilterOptions = {
  clients: Option[];
  reps: Option[];
  loaded: boolean;
  /** The whole client list has been read (the picker was opened): an empty match then means no such client. */
  clientsListed: boolean;
  /** The device's first sync has ended: before it, clients may still be arriving. */
  synced: boolean;
};

// Until the mirror answers: the bar keeps the rep filter's place (no layout shift, issue 16).
const before: FilterOptions = { clients: [], reps: [], loaded: false, clientsListed: false, synced: false };

/**
 * Clients and reps to filter by, from the mirror. The client list (up to
 * thousands of rows) is read only once `full` is set (the picker opened),
 * so it does not compete with the board's first read; until then only the
 * chosen client is read, for its name. An answer with the same options as
 * the last keeps its object: the read runs again on every write of the
 * clients and lookups (a first sync), and the bar's two pickers are some
 * eighty elements.
 */
export function useFilterOptions(full: boolean, chosenClientId: number | undefined): FilterOptions {
  return useSteadyLiveQuery(
    async () => {
      const db = appDb();
      const [clients, users, synced] = await Promise.all([
        full
          ? db.clients.orderBy('name').toArray()
          : chosenClientId !== undefined
            ? db.clients.where('id').equals(chosenClientId).toArray()
            : Promise.resolve([]),
        db.lookups.get('users') as Promise<LookupRow<'users'> | undefined>,
        firstSyncDone(db),
      ]);
      return {
        // Known once the staff list is on the device, or the first sync ended without one (a guest's):
        // during a first sync the list is not there yet, and hiding the rep filter then moved the board.
        loaded: users !== undefined || synced,
        clientsListed: full,
        synced,
        clients: clients.map((c) => ({ value: String(c.id), label: c.name })),
        // An inactive rep's meetings stay theirs (issue 22): still a choice, marked, after the active reps.
        reps: (users?.items ?? [])
          .filter((u) => !u.isGuest)
          .sort((a, b) => Number(!a.active) - Number(!b.active) || a.name.localeCompare(b.name))
          .map((u) => ({ value: String(u.id), label: userLabel(u, u.name) })),
      };
    },
    [full, chosenClientId],
    before,
  );
}
