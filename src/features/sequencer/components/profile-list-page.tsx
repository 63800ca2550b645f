import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { formatCount } from '../../../domain/format/count-format';
import { profileStatusColors, type ProfileStatus } from '../../../domain/sequencer/profile-statuses';
import { PlusIcon } from '../../../ui/icons';
import { StatusBadge } from '../../../ui/status-badge';
import { useProfileList, useProfileStatuses } from '../hooks/use-profile-list';
import { ClientPicker } from './client-picker';

type Props = {
  me: Me;
  clientId: number | null;
  status: ProfileStatus | 'all';
  onSearch: (next: { client?: number; status?: ProfileStatus | 'all' }) => void;
};

/** The sequencer: a client's profiles, filtered by status (all by default), with counts, and "New profile". */
export function ProfileListPage({ me, clientId, status, onSearch }: Props) {
  const list = useProfileList(clientId);
  const statuses = useProfileStatuses();
  const all = list.data ?? [];
  const shown = status === 'all' ? all : all.filter((p) => p.status === status);
  // Counts once there is a list to count: "(0)" before a client is chosen, or while its list loads, would say it has none.
  const counted = (label: string, n: number) => (list.data ? `${label} (${n})` : label);
  const countOf = (s: string) => all.filter((p) => p.status === s).length;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Sequence profiles
        </Title>
        {can(me, 'sequencer-edit') && clientId !== null && (
          <Button renderRoot={(props) => <Link {...props} to="/sequencer/profile/new" search={{ client: clientId }} />} leftSection={<PlusIcon size={16} />}>
            New profile
          </Button>
        )}
      </Group>
      <Group align="flex-end" wrap="wrap">
        <ClientPicker value={clientId} onChange={(id) => onSearch({ client: id ?? undefined, status })} />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(v) => onSearch({ client: clientId ?? undefined, status: v as ProfileStatus | 'all' })}
          data={[{ value: 'all', label: counted('All', all.length) }, ...statuses.map((s) => ({ value: s, label: counted(s, countOf(s)) }))]}
        />
      </Group>
      {clientId === null && <Text c="gray.7">Choose a client to see its sequence profiles.</Text>}
      {list.fromCache && <Text size="sm" c="gray.7">Offline: the list as last seen on this device.</Text>}
      {list.error && !list.data && (
        <Alert color={list.offline ? 'gray' : 'red'} title={list.offline ? 'Offline' : 'The profiles did not load'}>
          {list.offline ? "This client's profiles need a connection the first time." : list.error}
        </Alert>
      )}
      {list.data && shown.length === 0 && <Text c="gray.7">No profiles {status === 'all' ? 'yet' : `with the status ${status}`}.</Text>}
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="profile-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Profile</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Pairs</Table.Th>
                <Table.Th>Pending</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>Failed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((p) => (
                <Table.Tr key={p.id} data-testid="profile-row">
                  <Table.Td>
                    <Anchor renderRoot={(props) => <Link {...props} to="/sequencer/profile/$id" params={{ id: String(p.id) }} />}>{p.name}</Anchor>
                    {p.cloned && (
                      <Text span size="xs" c="gray.7">
                        {' '}
                        (clone)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge color={profileStatusColors[p.status]}>{p.status}</StatusBadge>
                  </Table.Td>
                  <Table.Td>{p.outreachPairs}</Table.Td>
                  <Table.Td>{formatCount(p.pendingCount)}</Table.Td>
                  <Table.Td>{formatCount(p.activeCount)}</Table.Td>
                  <Table.Td>{formatCount(p.failedCount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
