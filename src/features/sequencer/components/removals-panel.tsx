import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import { formatCount } from '../../../domain/format/count-format';
import { createdBy } from '../../../domain/sequencer/log-date';
import { listProfileRemovals } from '../../../domain/sequencer/sequence-profile-endpoints';

const pageSize = 10;

/** Prospects removed from the profile, newest first, a page at a time. */
export function RemovalsPanel({ profileId, epoch }: { profileId: number; epoch: unknown }) {
  const [page, setPage] = useState(1);
  const removals = useRemote(listProfileRemovals, { params: { id: profileId }, query: { offset: (page - 1) * pageSize, limit: pageSize } }, epoch);
  const data = removals.data;
  if (!data) {
    return (
      <Text size="sm" c="gray.7">
        {removals.error ? (removals.offline ? 'The removals need a connection the first time.' : removals.error) : 'Reading the removals…'}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <Stack gap="sm" data-testid="removals">
      <Text size="sm" c="gray.7" data-testid="removals-total">
        {formatCount(data.total)} {data.total === 1 ? 'prospect removed' : 'prospects removed'}
      </Text>
      {data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prospect</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Removed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="removal-row">
                  <Table.Td>
                    <Text size="sm">{r.prospect.name}</Text>
                    <Text size="xs" c="gray.7">
                      {r.prospect.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.prospect.company ?? '–'}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                  <Table.Td>{createdBy(r.removedAt, r.user)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Removals pages" />
        </Group>
      )}
    </Stack>
  );
}
