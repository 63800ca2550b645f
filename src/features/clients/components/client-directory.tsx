import { Anchor, Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { can, type Principal } from '../../../domain/access/permissions';
import { clientStatusColor, clientStatuses } from '../../../domain/clients/client-status';
import { StatusBadge } from '../../../ui/status-badge';
import { useClientDirectory } from '../hooks/use-client-directory';

const pageSize = 50;

/** Every client on the device, with the way to its overview and, for editors, its edit page. */
export function ClientDirectory({ me }: { me: Principal }) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const clients = useClientDirectory({ text, status });
  const mayEdit = can(me, 'edit-clients');
  const pages = Math.max(1, Math.ceil((clients?.length ?? 0) / pageSize));
  const shown = clients?.slice((page - 1) * pageSize, page * pageSize);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Clients
      </Title>
      <Group align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, industry or team"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={clientStatuses.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          w={180}
        />
        <Text size="sm" c="dimmed" pb={6} aria-live="polite">
          {clients ? `${clients.length.toLocaleString('en-US')} ${clients.length === 1 ? 'client' : 'clients'}` : 'Loading…'}
        </Text>
      </Group>
      {!clients ? (
        <Stack gap="xs">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={28} />
          ))}
        </Stack>
      ) : clients.length === 0 ? (
        <Text c="dimmed">No client matches. Clear the search or the status to see them all.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Industry</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th>MOR</Table.Th>
                {mayEdit && <Table.Th>Edit</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown!.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor renderRoot={(props) => <Link {...props} to="/client/overview/$id" params={{ id: String(c.id) }} />}>
                      {c.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge color={clientStatusColor(c.status)}>{c.status}</StatusBadge>
                  </Table.Td>
                  <Table.Td>{c.industry ?? '—'}</Table.Td>
                  <Table.Td>{c.team?.name ?? '—'}</Table.Td>
                  <Table.Td>{c.mor ?? '—'}</Table.Td>
                  {mayEdit && (
                    <Table.Td>
                      <Anchor
                        renderRoot={(props) => <Link {...props} to="/client/edit/$id" params={{ id: String(c.id) }} />}
                        aria-label={`Edit ${c.name}`}
                      >
                        Edit
                      </Anchor>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Client pages" />}
    </Stack>
  );
}
