import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import type { LookupName, Lookups } from '../../../domain/lookups/lookup-types';

/** One mirrored lookup list (industries, states, users…); [] until it is there. */
export function useLookup<K extends LookupName>(name: K): Lookups[K] {
  return useLiveQuery(async () => ((await appDb().lookups.get(name))?.items ?? []) as Lookups[K], [name], [] as unknown as Lookups[K]);
}
