import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ContentSequenceSummary } from '../../../domain/content/content-sequence-summary';
import { SpacerBelow, SpacersAbove, useVirtualRows, VirtualTableRegion } from '../../../ui/virtual-rows';
import { ContentStatusBadge } from './content-status-badge';

// A row of one line at a laptop's width; a wrapped title is measured.
const rowHeight = 45;

/** The list, drawn where it is seen: a staff member sees every client's sequences, thousands at an agency's scale. */
export function ContentTable({ sequences, staff }: { sequences: ContentSequenceSummary[]; staff: boolean }) {
  const rows = useVirtualRows(sequences.length, rowHeight, 0.7);
  const columns = staff ? 6 : 3;
  return (
    <VirtualTableRegion rows={rows} label="Content sequences">
      <Table striped highlightOnHover withTableBorder stickyHeader miw={640} data-testid="content-list" {...rows.tableProps}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th scope="col">Title</Table.Th>
            {staff && <Table.Th scope="col">Client</Table.Th>}
            <Table.Th scope="col">Status</Table.Th>
            {staff && <Table.Th scope="col">Owner</Table.Th>}
            <Table.Th scope="col">Approved</Table.Th>
            {staff && <Table.Th scope="col">Sharing</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <SpacersAbove rows={rows} colSpan={columns} />
          {rows.items.map((item) => {
            const s = sequences[item.index];
            return (
              <Table.Tr key={s.id} ref={rows.measure} {...rows.rowProps(item)} data-testid="content-row">
                <Table.Td>
                  <Anchor fw={500} renderRoot={(props) => <Link {...props} to="/content/$id" params={{ id: String(s.id) }} />}>
                    {s.title}
                  </Anchor>
                  {s.archived && (
                    <Text span size="xs" c="dimmed" ml="xs">
                      archived
                    </Text>
                  )}
                </Table.Td>
                {staff && <Table.Td>{s.clientName}</Table.Td>}
                <Table.Td>
                  <ContentStatusBadge status={s.status} />
                </Table.Td>
                {staff && <Table.Td>{s.sapperOwner?.name ?? '—'}</Table.Td>}
                <Table.Td>
                  {s.approvedCount} of {s.templatesCount}
                </Table.Td>
                {staff && <Table.Td>{s.shareStatus === 'shared' ? 'Shared' : 'Not shared'}</Table.Td>}
              </Table.Tr>
            );
          })}
          <SpacerBelow rows={rows} colSpan={columns} />
        </Table.Tbody>
      </Table>
    </VirtualTableRegion>
  );
}
