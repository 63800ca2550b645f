import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Recharts (under Mantine's Sparkline) is a chunk of 83 KiB: it loads after
// the panel's rows show, not with them (decision 0041). Until it is there,
// a box of the same size holds the place, already labelled.
const Line = lazy(() => import('./replies-sparkline').then((m) => ({ default: m.RepliesSparkline })));

/** Replies per week over the last eight weeks, oldest first: a small line, with the numbers for screen readers. */
export function RepliesChart({ weeks, name }: { weeks: number[]; name: string }) {
  const label = `Replies per week for ${name}, last 8 weeks: ${weeks.join(', ')}`;
  return (
    <div role="img" aria-label={label} title={`Replies per week (last 8): ${weeks.join(', ')}`} style={{ width: 72, height: 28 }}>
      <Suspense fallback={null}>
        <Line weeks={weeks} />
      </Suspense>
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
