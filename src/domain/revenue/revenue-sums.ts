import { daysInMonth, monthOfDay } from '../time/year-months';
import type { DatedAmount, RevenueSource } from './revenue-events';

export type SourceTotals = Record<RevenueSource, number> & { total: number };

export const noRevenue = (): SourceTotals => ({ deals: 0, uncommon: 0, onboardings: 0, total: 0 });

function add(totals: SourceTotals, e: DatedAmount) {
  totals[e.source] += e.amount;
  totals.total += e.amount;
}

/** Revenue by month (YYYY-MM) and source. */
export function revenueByMonth(events: readonly DatedAmount[]): Map<string, SourceTotals> {
  const out = new Map<string, SourceTotals>();
  for (const e of events) {
    const month = monthOfDay(e.date);
    let totals = out.get(month);
    if (!totals) out.set(month, (totals = noRevenue()));
    add(totals, e);
  }
  return out;
}

export type RevenueWeek = { week: number; start: string; end: string };

/**
 * The weeks of a month as a US calendar shows them (Sunday to Saturday),
 * cut at the month's edges: 4 to 6 weeks, the first and last maybe short.
 * Every day of the month is in exactly one.
 */
export function weeksOfMonth(month: string): RevenueWeek[] {
  const days = daysInMonth(month);
  // Day of the week of the 1st (0 = Sunday), Zeller-free: from a known Sunday (2023-01-01).
  const [year, m] = month.split('-').map(Number);
  const daysSinceEpoch = Math.round((Date.UTC(year, m - 1, 1) - Date.UTC(2023, 0, 1)) / 86_400_000);
  const firstWeekday = ((daysSinceEpoch % 7) + 7) % 7;
  const weeks: RevenueWeek[] = [];
  let day = 1;
  let end = 7 - firstWeekday;
  while (day <= days) {
    const last = Math.min(end, days);
    const iso = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
    weeks.push({ week: weeks.length + 1, start: iso(day), end: iso(last) });
    day = last + 1;
    end = last + 7;
  }
  return weeks;
}

/** Revenue of each week of a month, by source: the weeks add up to the month. */
export function weeklyRevenue(month: string, events: readonly DatedAmount[]): (RevenueWeek & SourceTotals)[] {
  const weeks = weeksOfMonth(month).map((w) => ({ ...w, ...noRevenue() }));
  for (const e of events) {
    if (monthOfDay(e.date) !== month) continue;
    const week = weeks.find((w) => e.date >= w.start && e.date <= w.end);
    if (week) add(week, e);
  }
  return weeks;
}

/** The running total at the end of each week (the chart's bars climb towards the goal). */
export function cumulativeWeeks<T extends SourceTotals>(weeks: readonly T[]): (T & { toDate: SourceTotals })[] {
  const running = noRevenue();
  return weeks.map((w) => {
    running.deals += w.deals;
    running.uncommon += w.uncommon;
    running.onboardings += w.onboardings;
    running.total += w.total;
    return { ...w, toDate: { ...running } };
  });
}

export type GoalProgress = { goal: number | null; total: number; percent: number | null; short: number };

/** How a month's revenue stands against its goal: the share reached, and what is still missing. */
export function goalProgress(total: number, goal: number | null): GoalProgress {
  if (goal === null || goal <= 0) return { goal, total, percent: null, short: 0 };
  return { goal, total, percent: Math.round((total / goal) * 100), short: Math.max(0, goal - total) };
}
