import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { Client } from '../../../domain/clients/client-types';

export type DirectoryFilter = { text: string; status: string | null };

/** Clients from the mirror, by name, filtered by a name/industry/team search and a status. */
export function useClientDirectory(filter: DirectoryFilter): Client[] | undefined {
  return useLiveQuery(async () => {
    const needle = filter.text.trim().toLowerCase();
    return appDb()
      .clients.orderBy('name')
      .filter(
        (c) =>
          (!filter.status || c.status === filter.status) &&
          (!needle || [c.name, c.industry ?? '', c.team?.name ?? ''].some((v) => v.toLowerCase().includes(needle))),
      )
      .toArray();
  }, [filter.text, filter.status]);
}
