import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { LookupRow } from '../../../data/db/mirror-types';

export type Option = { value: string; label: string };

/** The clients on this device, by name, as options of a select. */
export function useClientOptions(): Option[] {
  return (
    useLiveQuery(async () => (await appDb().clients.orderBy('name').toArray()).map((c) => ({ value: String(c.id), label: c.name })), []) ?? []
  );
}

/** The industries lookup, by name. */
export function useIndustryOptions(): Option[] {
  return (
    useLiveQuery(async () => {
      const row = (await appDb().lookups.get('industries')) as LookupRow<'industries'> | undefined;
      return (row?.items ?? []).map((i) => ({ value: String(i.id), label: i.name })).sort((a, b) => a.label.localeCompare(b.label));
    }, []) ?? []
  );
}
