import { Temporal } from 'temporal-polyfill';

/**
 * A client's month of relationship (MOR): 1 during the month it onboarded,
 * 2 the month after, and so on; null before onboarding or without a date.
 */
export function monthOfRelationship(onboardingDate: string | null, today: Temporal.PlainDate): number | null {
  if (!onboardingDate) return null;
  const start = Temporal.PlainDate.from(onboardingDate);
  if (Temporal.PlainDate.compare(start, today) > 0) return null;
  return (today.year - start.year) * 12 + (today.month - start.month) + 1;
}
