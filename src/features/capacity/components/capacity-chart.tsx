import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { roundSeats, type PlanMonth } from '../../../domain/capacity/capacity-model';
import { shortMonth } from '../../../domain/time/year-months';

/**
 * Capacity against demand by month, the gap marked as bars: spare seats
 * above zero, seats short below. Its numbers are on the element too, for the
 * table beside it and for tests.
 */
export function CapacityChart({ plan }: { plan: readonly PlanMonth[] }) {
  const data = plan.map((m) => ({
    month: shortMonth(m.month),
    capacity: roundSeats(m.capacity),
    demand: roundSeats(m.demand),
    spare: m.gap >= 0 ? roundSeats(m.gap) : 0,
    short: m.gap < 0 ? roundSeats(m.gap) : 0,
  }));
  const short = plan.find((m) => m.gap < 0);
  return (
    <figure
      style={{ margin: 0 }}
      data-testid="capacity-chart"
      data-capacity={data.map((d) => d.capacity).join(',')}
      data-demand={data.map((d) => d.demand).join(',')}
    >
      <CompositeChart
        h={280}
        data={data}
        dataKey="month"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        maxBarWidth={24}
        referenceLines={[{ y: 0, color: 'gray.6' }]}
        valueFormatter={(v) => `${v} seats`}
        yAxisProps={{ tickFormatter: (v: number) => String(v), width: 40 }}
        series={[
          { name: 'capacity', label: 'Capacity', color: 'blue.7', type: 'line' },
          { name: 'demand', label: 'Demand', color: 'orange.8', type: 'line' },
          { name: 'spare', label: 'Spare seats', color: 'teal.6', type: 'bar' },
          { name: 'short', label: 'Seats short', color: 'red.7', type: 'bar' },
        ]}
      />
      <figcaption>
        <span style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dark-6)' }}>
          Client seats by month: capacity (reps and hires ramping in) against demand (clients × reps per client).{' '}
          {short ? `Short of seats from ${shortMonth(short.month)}.` : 'No month is short of seats.'}
        </span>
      </figcaption>
    </figure>
  );
}
