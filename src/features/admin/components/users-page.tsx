import { Badge, Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '../../../domain/auth/me-schema';
import { userQueryOf, type UserSearch } from '../../../domain/users/user-search';
import { useConnection } from '../../../data/react/use-connection';
import { PlusIcon } from '../../../ui/icons';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import { useUsers } from '../hooks/use-users';
import { RemoteNotice } from '../../../ui/remote-notice';
import { ConnectionNotice } from './admin-notices';
import { AddUserModal } from './add-user-modal';
import { UserDrawer } from './user-drawer';
import { UsersFilters } from './users-filters';

type Props = { me: Me; search: UserSearch; onSearch: (search: UserSearch) => void };

/** Users: the filterable table, an edit drawer (its user in the address), add and deactivate. */
export function UsersPage({ me, search, onSearch }: Props) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const users = useUsers(userQueryOf(search), epoch);
  const teams = useLookupItems('teams') ?? [];
  const teamName = (id: number) => teams.find((t) => t.id === id)?.name ?? `Team ${id} (archived)`;
  const needle = text.trim().toLowerCase();
  const shown = (users.data ?? []).filter((u) => !needle || u.name.toLowerCase().includes(needle) || u.email.includes(needle));
  const refresh = () => setEpoch((e) => e + 1);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Users
        </Title>
        <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)} disabled={!online}>
          Add user
        </Button>
      </Group>
      <ConnectionNotice />
      <UsersFilters search={search} onChange={(s) => onSearch({ ...s, user: search.user })} />
      <Group align="flex-end">
        <TextInput label="Find by name or email" value={text} onChange={(e) => setText(e.currentTarget.value)} w={280} />
        <Text size="sm" c="dimmed" pb={6} aria-live="polite">
          {users.data ? `${shown.length} ${shown.length === 1 ? 'user' : 'users'}` : ''}
        </Text>
      </Group>
      <RemoteNotice remote={users} what="users" />
      {users.data && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Teams</Table.Th>
                <Table.Th>Capacity</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Edit</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((u) => (
                <Table.Tr key={u.id} data-testid="user-row" data-user-id={u.id}>
                  <Table.Td>{u.name}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{u.roles.map((r) => r.name).join(', ') || '—'}</Table.Td>
                  <Table.Td>{u.teamIds.map(teamName).join(', ') || '—'}</Table.Td>
                  <Table.Td>{u.startingCapacity ?? '—'}</Table.Td>
                  <Table.Td miw={100}>
                    <Badge color={u.active ? 'green' : 'gray'} variant="light" c="dark.9">
                      {u.active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" aria-label={`Edit ${u.name}`} onClick={() => onSearch({ ...search, user: u.id })}>
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.data && shown.length === 0 && <Text c="dimmed">No user matches these filters.</Text>}
      <UserDrawer userId={search.user ?? null} me={me} onClose={() => onSearch({ ...search, user: undefined })} onChanged={refresh} />
      <AddUserModal opened={adding} onClose={() => setAdding(false)} onAdded={refresh} />
    </Stack>
  );
}
