import { Checkbox, Group, MultiSelect, Select } from '@mantine/core';
import { useState } from 'react';
import { permissionNames, type Permission } from '../../../domain/access/permissions';
import { roleNames } from '../../../domain/access/roles';
import type { UserSearch } from '../../../domain/users/user-search';
import { staffRoleSlugs } from '../../../domain/users/user-schema';
import { useClientOptions } from '../hooks/use-client-options';
import { useLookupItems } from '../../../data/react/use-lookup-items';

const yesNo = (yes: string, no: string) => [
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** Every filter GET /api/users answers to (spec 7), kept in the address. */
export function UsersFilters({ search, onChange }: { search: UserSearch; onChange: (search: UserSearch) => void }) {
  const teams = useLookupItems('teams') ?? [];
  const [clientsWanted, setClientsWanted] = useState(search.client !== undefined);
  const clients = useClientOptions(clientsWanted);
  const set = (patch: Partial<UserSearch>) => onChange({ ...search, ...patch });
  const num = (v: string | null) => (v ? Number(v) : undefined);
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter users">
      <Select label="Status" placeholder="Any" clearable w={130} data={yesNo('Active', 'Inactive')} value={search.active ?? null} onChange={(v) => set({ active: (v as 'yes' | 'no') ?? undefined })} />
      <MultiSelect
        label="Roles"
        placeholder={search.roles?.length ? undefined : 'Any role'}
        w={240}
        data={staffRoleSlugs.map((r) => ({ value: r, label: roleNames[r] }))}
        value={search.roles ?? []}
        onChange={(v) => set({ roles: v.length ? v : undefined })}
      />
      <Select
        label="Permission"
        placeholder="Any"
        clearable
        w={200}
        data={(Object.keys(permissionNames) as Permission[]).map((p) => ({ value: p, label: permissionNames[p] }))}
        value={search.permission ?? null}
        onChange={(v) => set({ permission: v ?? undefined })}
      />
      <Select label="Team" placeholder="Any" clearable w={160} data={teams.map((t) => ({ value: String(t.id), label: t.name }))} value={search.team ? String(search.team) : null} onChange={(v) => set({ team: num(v) })} />
      <Select
        label="On a client team"
        placeholder="Either"
        clearable
        w={150}
        data={yesNo('Assigned', 'Unassigned')}
        value={search.assigned ?? null}
        onChange={(v) => set({ assigned: (v as 'yes' | 'no') ?? undefined })}
      />
      <Select
        label="Client"
        placeholder="Any"
        clearable
        searchable
        w={200}
        data={clients.length ? clients : search.client ? [{ value: String(search.client), label: `Client ${search.client}` }] : []}
        onDropdownOpen={() => setClientsWanted(true)}
        value={search.client ? String(search.client) : null}
        onChange={(v) => set({ client: num(v) })}
      />
      <Checkbox
        label="With a starting capacity"
        pb={8}
        checked={search.startingCapacity === true}
        onChange={(e) => set({ startingCapacity: e.currentTarget.checked ? true : undefined })}
      />
    </Group>
  );
}
