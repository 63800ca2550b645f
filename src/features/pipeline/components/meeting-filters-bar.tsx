import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFilterOptions } from '../hooks/use-filter-options';
import type { MeetingsSearch } from '../../../domain/meetings/meetings-search';

type Props = {
  search: MeetingsSearch;
  onSearch: (patch: Partial<MeetingsSearch>) => void;
  /** Hidden on a client's overview, where the client is fixed. */
  withClient: boolean;
};

/**
 * What the client picker says when it shows no client: the list is read
 * only when the picker opens, so it first says that it is reading, not that
 * no client has that name.
 */
function clientPickerEmpty(options: { clientsListed: boolean; synced: boolean; clients: unknown[] }): string {
  if (!options.clientsListed) return 'Reading your clients…';
  if (!options.synced && options.clients.length === 0) return 'Your clients are still arriving…';
  return 'No client by that name';
}

/** The filters reps expect (spec 2): client, rep, date range, and deleted meetings on request. */
export function MeetingFiltersBar({ search, onSearch, withClient }: Props) {
  const [clientsWanted, setClientsWanted] = useState(false);
  const options = useFilterOptions(clientsWanted, search.client);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Meeting filters">
      {withClient && (
        <Select
          label="Client"
          placeholder="All clients"
          data={options.clients}
          value={search.client ? String(search.client) : null}
          onChange={(value) => onSearch({ client: value ? Number(value) : undefined })}
          searchable
          clearable
          limit={50}
          nothingFoundMessage={clientPickerEmpty(options)}
          onDropdownOpen={() => setClientsWanted(true)}
          onFocus={() => setClientsWanted(true)}
          w={220}
        />
      )}
      {/* Guests have no staff list on their device: no rep filter for them. Its place is kept until the list is read. */}
      {(!options.loaded || options.reps.length > 0 || search.rep !== undefined) && (
        <Select
          label="Rep"
          placeholder="All reps"
          data={options.reps}
          value={search.rep ? String(search.rep) : null}
          onChange={(value) => onSearch({ rep: value ? Number(value) : undefined })}
          searchable
          clearable
          limit={50}
          nothingFoundMessage="No rep by that name"
          w={200}
        />
      )}
      <TextInput type="date" label="From" value={search.from ?? ''} max={search.to} onChange={(e) => onSearch({ from: e.currentTarget.value || undefined })} w={160} />
      <TextInput type="date" label="To" value={search.to ?? ''} min={search.from} onChange={(e) => onSearch({ to: e.currentTarget.value || undefined })} w={160} />
      <Switch label="Show deleted" checked={!!search.deleted} onChange={(e) => onSearch({ deleted: e.currentTarget.checked || undefined })} mb={8} />
    </Group>
  );
}
