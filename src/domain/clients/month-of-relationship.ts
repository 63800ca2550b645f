import { Temporal } from 'temporal-polyfill';

/** A valid YYYY-MM-DD as its numbers; anything else is left to Temporal (which refuses what is not a date). */
function plainDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}

/**
 * A client's month of relationship (MOR): 1 during the month it onboarded,
 * 2 the month after, and so on; null before onboarding or without a date.
 */
export function monthOfRelationship(onboardingDate: string | null, today: Temporal.PlainDate): number | null {
  if (!onboardingDate) return null;
  // A plain YYYY-MM-DD (as the database gives it) read by hand: the server
  // works this out for every task of a first sync, and Temporal's parse was
  // most of that cost (issue 24).
  const start = plainDate(onboardingDate) ?? Temporal.PlainDate.from(onboardingDate);
  if (start.year !== today.year ? start.year > today.year : start.month !== today.month ? start.month > today.month : start.day > today.day) return null;
  return (today.year - start.year) * 12 + (today.month - start.month) + 1;
}
