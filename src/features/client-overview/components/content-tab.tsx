import { Badge, Stack, Table, Text } from '@mantine/core';
import { useContentSequences } from '../hooks/use-content-sequences';
import { RemoteState } from './remote-state';

/** The client's content sequences (title, status, share status), read-only for now. */
export function ContentTab({ clientId }: { clientId: number }) {
  const remote = useContentSequences(clientId);
  const rows = remote.data;
  return (
    <Stack gap="sm">
      <RemoteState remote={remote} what="content sequences" />
      {remote.fromCache && (
        <Text size="sm" c="gray.7">
          Offline: showing the last saved copy.
        </Text>
      )}
      {rows && rows.length === 0 && <Text c="gray.7">This client has no content sequences yet.</Text>}
      {rows && rows.length > 0 && (
        <Table striped highlightOnHover withTableBorder data-testid="content-table">
          <Table.Caption>Content sequences</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Title</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Share status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  {s.title}
                  {s.archived && (
                    <Badge ml="xs" size="xs" color="gray" variant="outline" c="dark.7">
                      archived
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{s.status}</Table.Td>
                <Table.Td>{s.shareStatus === 'shared' ? 'Shared' : s.shareStatus === 'private' ? 'Private' : s.shareStatus}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
