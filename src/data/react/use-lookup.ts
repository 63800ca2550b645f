import { useLiveQuery } from 'dexie-react-hooks';
import type { LookupName, Lookups } from '../../domain/lookups/lookup-types';
import { appDb } from '../db/app-db-instance';

/** One mirrored lookup list (states, ranges, industries…), read live from the device; undefined until read. */
export function useMirroredLookup<K extends LookupName>(name: K): Lookups[K] | undefined {
  return useLiveQuery(async () => ((await appDb().lookups.get(name))?.items ?? []) as Lookups[K], [name]);
}
