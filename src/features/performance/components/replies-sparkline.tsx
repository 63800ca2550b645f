import '@mantine/charts/styles.css';
import { Sparkline } from '@mantine/charts';

/** The line of RepliesChart, in its own chunk with recharts. */
export function RepliesSparkline({ weeks }: { weeks: number[] }) {
  return <Sparkline w={72} h={28} data={weeks} curveType="linear" color="blue.7" fillOpacity={0.25} strokeWidth={1.5} />;
}
