import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ProspectSort, SortOrder } from '../../../domain/prospects/prospect-search';
import type { ProspectRow } from '../../../domain/prospects/prospect-types';
import { SpacerBelow, SpacersAbove, useVirtualRows, VirtualTableRegion } from '../../../ui/virtual-rows';

type Props = {
  prospects: ProspectRow[];
  sort: ProspectSort;
  order: SortOrder;
  onSort: (sort: ProspectSort, order: SortOrder) => void;
};

const rowHeight = 41;

type Column = { label: string; sort?: ProspectSort; cell: (p: ProspectRow) => React.ReactNode; width?: string };

const columns: Column[] = [
  { label: 'Email', sort: 'email', cell: (p) => p.email, width: '26%' },
  { label: 'Name', sort: 'name', cell: (p) => [p.firstName, p.lastName].filter(Boolean).join(' ') || '—' },
  { label: 'Title', cell: (p) => p.title ?? '—' },
  { label: 'Company', sort: 'company', cell: (p) => p.company?.name ?? '—' },
  { label: 'Industry', cell: (p) => p.industry ?? '—' },
  { label: 'State', cell: (p) => p.state ?? '—', width: '6%' },
  { label: 'Changed', sort: 'updated', cell: (p) => p.updatedAt.slice(0, 10), width: '9%' },
];

/**
 * A page of results (up to 200 rows) in a scrolling table that draws only
 * the rows in view (@tanstack/react-virtual); the headers sort.
 */
export function ProspectResultsTable({ prospects, sort, order, onSort }: Props) {
  const rows = useVirtualRows(prospects.length, rowHeight, 0.6);

  if (!prospects.length) {
    return (
      <Text c="dimmed" size="sm" data-testid="no-prospects">
        No prospects match this search.
      </Text>
    );
  }
  return (
    <VirtualTableRegion rows={rows} label="Search results">
      <Table stickyHeader highlightOnHover layout="fixed" miw={900} data-testid="prospect-results" {...rows.tableProps}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {columns.map((c) => {
              const active = c.sort === sort;
              return (
                <Table.Th key={c.label} w={c.width} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : c.sort ? 'none' : undefined}>
                  {c.sort ? (
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() => onSort(c.sort!, active && order === 'asc' ? 'desc' : 'asc')}
                      aria-label={`Sort by ${c.label.toLowerCase()}${active ? (order === 'asc' ? ', now ascending' : ', now descending') : ''}`}
                    >
                      {c.label} {active ? (order === 'asc' ? '▲' : '▼') : ''}
                    </UnstyledButton>
                  ) : (
                    c.label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <SpacersAbove rows={rows} colSpan={columns.length} />
          {rows.items.map((item) => {
            const p = prospects[item.index];
            return (
              <Table.Tr key={p.id} data-testid="prospect-row" {...rows.rowProps(item)} h={rowHeight}>
                {columns.map((c) => (
                  <Table.Td key={c.label} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {c.cell(p)}
                    {c.label === 'Email' && p.archived ? ' (archived)' : ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          <SpacerBelow rows={rows} colSpan={columns.length} />
        </Table.Tbody>
      </Table>
    </VirtualTableRegion>
  );
}
