import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import type { RevenueWeekView } from '../hooks/use-revenue-plan';

const day = (iso: string) => Number(iso.slice(8));

/**
 * Revenue to date at the end of each week, by source, against the month's
 * goal line. Its numbers are on the element too, for tests.
 */
export function RevenueChart({ weeks, goal }: { weeks: readonly RevenueWeekView[]; goal: number | null }) {
  const data = weeks.map((w) => ({
    week: `Week ${w.week} (${day(w.start)}–${day(w.end)})`,
    deals: w.toDate.deals,
    uncommon: w.toDate.uncommon,
    onboardings: w.toDate.onboardings,
  }));
  const total = weeks.at(-1)?.toDate.total ?? 0;
  return (
    <figure style={{ margin: 0 }} data-testid="revenue-chart" data-goal={goal ?? ''} data-total={total}>
      <BarChart
        h={280}
        data={data}
        dataKey="week"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        maxBarWidth={56}
        valueFormatter={(v) => formatRevenue(v)}
        referenceLines={
          goal === null
            ? []
            : [{ y: goal, color: 'red.7', label: `Goal ${formatRevenue(goal)}`, labelPosition: 'insideTopLeft', ifOverflow: 'extendDomain', strokeDasharray: '6 3', strokeWidth: 2 }]
        }
        series={[
          { name: 'deals', label: 'Client deals', color: 'blue.7' },
          { name: 'uncommon', label: 'Uncommon deals', color: 'grape.6' },
          { name: 'onboardings', label: 'Onboardings', color: 'teal.6' },
        ]}
      />
      <figcaption>
        <span style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dark-6)' }}>
          Revenue to date at the end of each week (Sunday to Saturday), by source, against the month's goal{goal === null ? ' (none set)' : ''}.
        </span>
      </figcaption>
    </figure>
  );
}
