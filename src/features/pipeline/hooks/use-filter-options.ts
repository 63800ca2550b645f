import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import type { LookupRow } from '../../../data/db/mirror-types';

type Option = { value: string; label: string };

/** Clients and reps to filter by, from the mirror (clients by name; staff users who are not guests). */
export function useFilterOptions(): { clients: Option[]; reps: Option[] } {
  return useLiveQuery(
    async () => {
      const db = appDb();
      const [clients, users] = await Promise.all([db.clients.orderBy('name').toArray(), db.lookups.get('users') as Promise<LookupRow<'users'> | undefined>]);
      return {
        clients: clients.map((c) => ({ value: String(c.id), label: c.name })),
        reps: (users?.items ?? [])
          .filter((u) => !u.isGuest && u.active)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((u) => ({ value: String(u.id), label: u.name })),
      };
    },
    [],
    { clients: [], reps: [] },
  );
}
