import '@mantine/charts/styles.css';
import { Sparkline } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';

/** Replies per week over the last eight weeks, oldest first: a small line, with the numbers for screen readers. */
export function RepliesChart({ weeks, name }: { weeks: number[]; name: string }) {
  const label = `Replies per week for ${name}, last 8 weeks: ${weeks.join(', ')}`;
  return (
    <div role="img" aria-label={label} title={`Replies per week (last 8): ${weeks.join(', ')}`}>
      <Sparkline w={72} h={28} data={weeks} curveType="linear" color="blue.7" fillOpacity={0.25} strokeWidth={1.5} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
