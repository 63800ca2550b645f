import { Paper, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { taskPriorities } from '../../../domain/tasks/task-constants';
import type { ClientTaskCounts as Counts } from '../../../domain/tasks/task-aggregation';
import { priorityLabels } from '../../../domain/tasks/task-display';

type Props = { clients: Counts[]; selected: number[]; onToggle: (clientId: number) => void };

/**
 * The client list beside the tasks: per client, the tasks of each priority
 * (spec 5: urgent, high, normal and low only). Choosing a client narrows the
 * list to it; choosing it again widens it back.
 */
export function ClientTaskCounts({ clients, selected, onToggle }: Props) {
  return (
    <Paper withBorder radius="md" p={0} component="section" aria-labelledby="client-counts-title">
      <Text id="client-counts-title" component="h2" fw={600} size="sm" px="sm" pt="sm" pb={4} m={0}>
        Clients
      </Text>
      {clients.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" pb="sm">
          No client has tasks of these types.
        </Text>
      ) : (
        <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars="y">
          <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs" fz="xs" data-testid="client-counts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                {taskPriorities.map((p) => (
                  <Table.Th key={p} ta="right">
                    {priorityLabels[p]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.map((c) => {
                const active = selected.includes(c.clientId);
                return (
                  <Table.Tr key={c.clientId} bg={active ? 'var(--mantine-color-blue-light)' : undefined}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => onToggle(c.clientId)}
                        aria-pressed={active}
                        fz="xs"
                        fw={active ? 700 : 500}
                        c="blue.9"
                        td="underline"
                        style={{ textAlign: 'left' }}
                      >
                        {c.clientName}
                      </UnstyledButton>
                    </Table.Td>
                    {taskPriorities.map((p) => (
                      <Table.Td key={p} ta="right" c={c.counts[p] ? undefined : 'dimmed'}>
                        {c.counts[p]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
