/**
 * Spec 9, revenue display: under 1,000 as is; up to 1 million in thousands
 * with one decimal and `k`; above 1 million in millions with one decimal
 * and `mm`. "Up to" includes 1,000,000 itself (1000.0k); 1,000,001 is 1.0mm.
 */
export function formatRevenue(value: number): string {
  const size = Math.abs(value);
  if (size < 1_000) return String(value);
  if (size <= 1_000_000) return `${(value / 1_000).toFixed(1)}k`;
  return `${(value / 1_000_000).toFixed(1)}mm`;
}
