import { Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { taskPriorities } from '../../../domain/tasks/task-constants';
import type { ClientTaskCounts as Counts } from '../../../domain/tasks/task-aggregation';
import { priorityLabels } from '../../../domain/tasks/task-display';
import { SpacerBelow, SpacersAbove, useVirtualRows, VirtualTableRegion } from '../../../ui/virtual-rows';

type Props = { clients: Counts[]; selected: number[]; onToggle: (clientId: number) => void };

// One line of extra-small text; a wrapped client name is measured.
const rowHeight = 31;
const columns = taskPriorities.length + 1;

/**
 * The client list beside the tasks: per client, the tasks of each priority
 * (spec 5: urgent, high, normal and low only). Choosing a client narrows the
 * list to it; choosing it again widens it back. Drawn where it is seen: a
 * director's list has every client with tasks, more than a thousand. It
 * scrolls in a plain region, not Mantine's ScrollArea, which keeps its
 * elements in state and so renders again inside the commit that mounts it
 * (decision 0052).
 */
export function ClientTaskCounts({ clients, selected, onToggle }: Props) {
  const rows = useVirtualRows(clients.length, rowHeight, 0.6);
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
        <VirtualTableRegion rows={rows} label="Clients and their tasks">
          <Table striped highlightOnHover stickyHeader verticalSpacing={4} horizontalSpacing="xs" fz="xs" data-testid="client-counts" {...rows.tableProps}>
            <Table.Thead>
              <Table.Tr aria-rowindex={1}>
                <Table.Th>Client</Table.Th>
                {taskPriorities.map((p) => (
                  <Table.Th key={p} ta="right">
                    {priorityLabels[p]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <SpacersAbove rows={rows} colSpan={columns} />
              {rows.items.map((item) => {
                const c = clients[item.index];
                const active = selected.includes(c.clientId);
                return (
                  <Table.Tr key={c.clientId} ref={rows.measure} {...rows.rowProps(item)} data-client-id={c.clientId} bg={active ? 'var(--mantine-color-blue-light)' : undefined}>
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
              <SpacerBelow rows={rows} colSpan={columns} />
            </Table.Tbody>
          </Table>
        </VirtualTableRegion>
      )}
    </Paper>
  );
}
