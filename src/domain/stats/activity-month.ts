import * as v from 'valibot';
import type { Temporal } from 'temporal-polyfill';
import { formatMonthUs } from '../time/calendar-grid';

// Spec 9: the month selector includes Lifetime; the strategy selector All Strategies.
export const lifetime = 'lifetime';
export const allStrategiesLabel = 'All Strategies';

export const activityMonthSchema = v.union(
  [v.literal(lifetime), v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))],
  "activity-month must be 'lifetime' or YYYY-MM.",
);
export type ActivityMonth = v.InferOutput<typeof activityMonthSchema>;

/** Lifetime, then this month and the `count - 1` before it, newest first. */
export function activityMonthOptions(today: Temporal.PlainDate, count = 12): { value: string; label: string }[] {
  const current = today.toPlainYearMonth();
  const months = Array.from({ length: count }, (_, k) => current.subtract({ months: k }).toString());
  return [{ value: lifetime, label: 'Lifetime' }, ...months.map((m) => ({ value: m, label: formatMonthUs(m) }))];
}
