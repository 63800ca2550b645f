import { useLiveQuery } from './use-live-query';
import { appDb } from '../db/app-db-instance';
import type { LookupName, Lookups } from '../../domain/lookups/lookup-types';

/** A mirrored lookup (users, teams, roles, departments): offline too; undefined while it is read. */
export function useLookupItems<K extends LookupName>(name: K): Lookups[K] | undefined {
  return useLiveQuery(async () => ((await appDb().lookups.get(name))?.items ?? []) as Lookups[K], [name]);
}
