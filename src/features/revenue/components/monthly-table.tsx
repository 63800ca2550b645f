import { Table, Text, Title } from '@mantine/core';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { goalProgress } from '../../../domain/revenue/revenue-sums';
import type { MonthlyProjection } from '../../../domain/revenue/revenue-types';
import { shortMonth, yearMonth } from '../../../domain/time/year-months';
import { CommitNumberInput } from '../../../ui/commit-number-input';
import { EditMark } from '../../../ui/edit-mark';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { setMonthlyGoal } from '../commands/set-monthly-goal';

type Props = {
  rows: readonly MonthlyProjection[];
  current: string;
  chosen: string;
  canEdit: boolean;
  pending: Map<string, OutboxEntry[]>;
  onChoose: (month: string) => void;
};

/** Monthly projections (spec 2): every planned month's revenue against its goal; goals editable. */
export function MonthlyTable({ rows, current, chosen, canEdit, pending, onChoose }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-labelledby="monthly-title" data-testid="monthly-projections">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Title order={3} size="h5" id="monthly-title">
            Monthly projections
          </Title>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Month</Table.Th>
            <Table.Th scope="col">Goal ($)</Table.Th>
            <Table.Th scope="col">Client deals</Table.Th>
            <Table.Th scope="col">Uncommon</Table.Th>
            <Table.Th scope="col">Onboardings</Table.Th>
            <Table.Th scope="col">Projected</Table.Th>
            <Table.Th scope="col">Against goal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const key = yearMonth(r.year, r.month);
            const p = goalProgress(r.total, r.goal);
            const label = shortMonth(key);
            return (
              <Table.Tr key={r.id} data-testid="monthly-row" data-month={key} bg={key === chosen ? 'blue.0' : undefined}>
                <Table.Th scope="row">
                  <Text
                    component="button"
                    type="button"
                    size="sm"
                    fw={key === current ? 700 : 500}
                    c="blue.8"
                    style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textDecoration: 'underline' }}
                    onClick={() => onChoose(key)}
                    aria-label={`Show ${label}`}
                  >
                    {label}
                  </Text>{' '}
                  <EditMark edits={pending.get(`monthly-projections:${r.id}`)} />
                </Table.Th>
                <Table.Td w={140}>
                  <CommitNumberInput
                    size="xs"
                    value={r.goal}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    hideControls
                    disabled={!canEdit}
                    aria-label={`Goal for ${label}`}
                    onCommit={(goal) => goal !== null && void setMonthlyGoal(r, goal)}
                  />
                </Table.Td>
                <Table.Td>{formatRevenue(r.deals)}</Table.Td>
                <Table.Td>{formatRevenue(r.uncommon)}</Table.Td>
                <Table.Td>{formatRevenue(r.onboardings)}</Table.Td>
                <Table.Td fw={600}>{formatRevenue(r.total)}</Table.Td>
                <Table.Td c={p.percent !== null && p.percent < 100 ? 'red.9' : 'teal.9'}>
                  {p.percent === null ? '—' : `${p.percent}%${p.short ? `, ${formatRevenue(p.short)} short` : ''}`}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
