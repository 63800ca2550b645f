import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { LookupRow } from '../../../data/db/mirror-types';
import type { Industry, State } from '../../../domain/lookups/lookup-types';

/** The mirrored lookups the prospect's details choose from. */
export function useBookingLookups(): { industries: Industry[]; states: State[] } {
  const rows = useLiveQuery(async () => {
    const db = appDb();
    const [industries, states] = await Promise.all([
      db.lookups.get('industries') as Promise<LookupRow<'industries'> | undefined>,
      db.lookups.get('states') as Promise<LookupRow<'states'> | undefined>,
    ]);
    return { industries: industries?.items ?? [], states: states?.items ?? [] };
  }, []);
  return rows ?? { industries: [], states: [] };
}
