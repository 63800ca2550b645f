import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useRemote } from '../../../data/react/use-remote';
import { createdBy } from '../../../domain/sequencer/log-date';
import { listProfileLogs } from '../../../domain/sequencer/sequence-profile-endpoints';

const none = <Text span c="gray.7" size="sm">none</Text>;

/** Spec 2/3: the change log: LL "by user", and what changed, field by field, before and after. */
export function LogsPanel({ profileId, epoch }: { profileId: number; epoch: unknown }) {
  const logs = useRemote(listProfileLogs, { params: { id: profileId } }, epoch);
  if (!logs.data) {
    return (
      <Text size="sm" c="gray.7">
        {logs.error ? (logs.offline ? 'The log needs a connection the first time.' : logs.error) : 'Reading the log…'}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="logs">
      {logs.data.map((entry) => (
        <Paper key={entry.id} withBorder p="sm" data-testid="log-entry">
          <Group gap="xs" mb={6}>
            <Text size="sm" fw={600}>
              {createdBy(entry.created_at, entry.user)}
            </Text>
            <Badge variant="light" color="gray" c="dark.9" tt="none">
              {entry.action}
            </Badge>
          </Group>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={2} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="22%">Field</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entry.changes.map((c) => (
                  <Table.Tr key={c.field}>
                    <Table.Td>{c.label}</Table.Td>
                    <Table.Td>{c.before ?? none}</Table.Td>
                    <Table.Td>{c.after ?? none}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
      {!logs.data.length && (
        <Text size="sm" c="gray.7">
          No changes logged yet.
        </Text>
      )}
    </Stack>
  );
}
