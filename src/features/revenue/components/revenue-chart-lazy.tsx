import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RevenueWeekView } from '../hooks/use-revenue-plan';

// Charts bring recharts: their own chunk, loaded with the tab.
const Chart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

export function RevenueChartLazy(props: { weeks: readonly RevenueWeekView[]; goal: number | null }) {
  return (
    <Suspense fallback={<Skeleton h={300} aria-label="Loading the chart" />}>
      <Chart {...props} />
    </Suspense>
  );
}
