import { Table, Title } from '@mantine/core';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import type { SourceTotals } from '../../../domain/revenue/revenue-sums';
import type { RevenueWeekView } from '../hooks/use-revenue-plan';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mar 1–6', or 'Mar 31' for a one-day week. */
const weekLabel = (start: string, end: string) => {
  const name = monthNames[Number(start.slice(5, 7)) - 1];
  const [a, b] = [Number(start.slice(8)), Number(end.slice(8))];
  return a === b ? `${name} ${a}` : `${name} ${a}–${b}`;
};

/** Weekly projections of the chosen month (spec 2): by source, with the running total. */
export function WeeklyTable({ weeks, totals }: { weeks: readonly RevenueWeekView[]; totals: SourceTotals }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-labelledby="weekly-title" data-testid="weekly-projections">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Title order={3} size="h5" id="weekly-title">
            Weekly projections
          </Title>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Week</Table.Th>
            <Table.Th scope="col">Client deals</Table.Th>
            <Table.Th scope="col">Uncommon deals</Table.Th>
            <Table.Th scope="col">Onboardings</Table.Th>
            <Table.Th scope="col">Week total</Table.Th>
            <Table.Th scope="col">To date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((w) => (
            <Table.Tr key={w.week} data-testid="week-row">
              <Table.Th scope="row">{weekLabel(w.start, w.end)}</Table.Th>
              <Table.Td>{formatRevenue(w.deals)}</Table.Td>
              <Table.Td>{formatRevenue(w.uncommon)}</Table.Td>
              <Table.Td>{formatRevenue(w.onboardings)}</Table.Td>
              <Table.Td data-testid="week-total">{formatRevenue(w.total)}</Table.Td>
              <Table.Td>{formatRevenue(w.toDate.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Month</Table.Th>
            <Table.Th>{formatRevenue(totals.deals)}</Table.Th>
            <Table.Th>{formatRevenue(totals.uncommon)}</Table.Th>
            <Table.Th>{formatRevenue(totals.onboardings)}</Table.Th>
            <Table.Th data-testid="month-total">{formatRevenue(totals.total)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
