import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';

/** The mirrored clients as choices of the users filter, read only once the picker is wanted. */
export function useClientOptions(wanted: boolean): { value: string; label: string }[] {
  return useLiveQuery(
    async () => (wanted ? (await appDb().clients.orderBy('name').toArray()).map((c) => ({ value: String(c.id), label: c.name })) : []),
    [wanted],
    [],
  );
}
