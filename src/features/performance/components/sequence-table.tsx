import { ActionIcon, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { countColumnLabels, countColumns, formatCount, type CountColumn, type SortDirection } from '../../../domain/performance/performance-counts';
import type { SequenceRow } from '../../../domain/performance/performance-types';
import { sequenceStatusColors } from '../../../domain/performance/sequence-status-filter';
import { CalendarIcon, ChevronRightIcon } from '../../../ui/icons';
import { WholeBadge } from './whole-badge';
import { CountCells } from './count-cells';
import { RepliesChart } from './replies-chart';
import { StepRows } from './step-rows';

export const tableColumns = 11;

type Props = {
  rows: SequenceRow[];
  sort?: CountColumn;
  dir: SortDirection;
  onSort: (column: CountColumn) => void;
  open: { isOpen: (key: string) => boolean; toggle: (key: string) => void };
  onBook?: (clientId: number) => void;
};

function SortHeader({ column, sort, dir, onSort }: { column: CountColumn; sort?: CountColumn; dir: SortDirection; onSort: (c: CountColumn) => void }) {
  const active = sort === column;
  return (
    <Table.Th ta="right" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" aria-label={`Sort by ${countColumnLabels[column]}`}>
        {countColumnLabels[column]}
        {active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** Spec 2: the sequences of the view; a row opens its steps, a step its templates. */
export function SequenceTable({ rows, sort, dir, onSort, open, onBook }: Props) {
  return (
    // Fits a laptop's 1280 px beside the navigation; narrower, it scrolls sideways.
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="xs" horizontalSpacing="xs" highlightOnHover data-testid="sequence-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Steps
              </span>
            </Table.Th>
            <Table.Th>Sequence</Table.Th>
            <Table.Th>Segment and reps</Table.Th>
            {countColumns.map((c) => (c === 'meetings' ? null : <SortHeader key={c} column={c} sort={sort} dir={dir} onSort={onSort} />))}
            <SortHeader column="meetings" sort={sort} dir={dir} onSort={onSort} />
            <Table.Th>Replies, 8 weeks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const key = `seq-${r.id}`;
            const isOpen = open.isOpen(key);
            return [
              <Table.Tr key={key} data-testid="sequence-row" data-sequence={r.id}>
                <Table.Td>
                  <ActionIcon variant="subtle" color="dark" aria-expanded={isOpen} aria-label={`${isOpen ? 'Close' : 'Open'} the steps of ${r.name}`} onClick={() => open.toggle(key)}>
                    <span style={{ display: 'inline-flex', transform: isOpen ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}>
                      <ChevronRightIcon size={16} />
                    </span>
                  </ActionIcon>
                </Table.Td>
                <Table.Td miw={130}>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" fw={600} data-testid="sequence-name">
                      {r.name}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <div data-testid="sequence-status">
                        <WholeBadge color={sequenceStatusColors[r.status]}>{r.status}</WholeBadge>
                      </div>
                      {onBook && (
                        <Tooltip label="Book a meeting" withArrow>
                          <ActionIcon variant="light" size="md" onClick={() => onBook(r.clientId)} aria-label={`Book a meeting for ${r.clientName} (${r.name})`}>
                            <CalendarIcon size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td miw={130}>
                  <Stack gap={0}>
                    <Text size="sm">{r.clientName}</Text>
                    {r.teamName && <Text size="xs" c="gray.7">{r.teamName}</Text>}
                    <Text size="xs" c="gray.7">
                      {r.reps.length ? `Reps: ${r.reps.join(', ')}` : 'No rep assigned'}
                    </Text>
                  </Stack>
                </Table.Td>
                <CountCells counts={r} />
                <Table.Td ta="right">{formatCount(r.meetings)}</Table.Td>
                <Table.Td>
                  <RepliesChart weeks={r.repliesByWeek} name={r.name} />
                </Table.Td>
              </Table.Tr>,
              isOpen && <StepRows key={`${key}-steps`} sequenceId={r.id} columns={tableColumns} open={open} />,
            ];
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
