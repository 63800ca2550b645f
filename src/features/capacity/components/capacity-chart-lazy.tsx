import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlanMonth } from '../../../domain/capacity/capacity-model';

// Charts bring recharts: their own chunk, loaded with the tab that shows one.
const Chart = lazy(() => import('./capacity-chart').then((m) => ({ default: m.CapacityChart })));

export function CapacityChartLazy({ plan }: { plan: readonly PlanMonth[] }) {
  return (
    <Suspense fallback={<Skeleton h={300} aria-label="Loading the chart" />}>
      <Chart plan={plan} />
    </Suspense>
  );
}
