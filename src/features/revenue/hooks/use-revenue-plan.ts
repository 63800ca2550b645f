import { useMemo } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { callsByRecord, useCallsOverlay, useQueuedCalls } from '../../../data/react/use-queued-calls';
import { readsState, type ReadsState } from '../../../data/react/remote-status';
import { useRemote } from '../../../data/react/use-remote';
import { listClients } from '../../../domain/clients/client-endpoints';
import { applyRevenueCalls, type RevenueState } from '../../../domain/revenue/revenue-edits';
import { getWeeklyProjections, listDailyOnboardings, listMonthlyProjections, listUncommonDeals } from '../../../domain/revenue/revenue-endpoints';
import { uncommonDealSchedule, type DatedAmount } from '../../../domain/revenue/revenue-events';
import { cumulativeWeeks, goalProgress, noRevenue, revenueByMonth, weeklyRevenue, type GoalProgress, type RevenueWeek, type SourceTotals } from '../../../domain/revenue/revenue-sums';
import type { MonthlyProjection } from '../../../domain/revenue/revenue-types';
import { splitMonth, yearMonth } from '../../../domain/time/year-months';

export const revenueCollections = ['uncommon-deals', 'monthly-projections', 'daily-onboardings'] as const;

export type RevenueWeekView = RevenueWeek & SourceTotals & { toDate: SourceTotals };

export type RevenueView = ReadsState & {
  asOf: string | null;
  /** The last answers with the queued edits applied. */
  state: RevenueState;
  /** The chosen month's row (its goal), if it has one. */
  projection: MonthlyProjection | null;
  weeks: RevenueWeekView[];
  totals: SourceTotals;
  progress: GoalProgress;
  /** Every month's revenue, recomputed where the edits reach. */
  monthly: MonthlyProjection[];
  clients: { id: number; name: string }[];
  pending: Map<string, OutboxEntry[]>;
  waiting: number;
};

/**
 * The revenue plan of a month as the director sees it: the last answers,
 * their queued edits applied, the weeks and months recomputed in the
 * browser from src/domain (decision 0029). The deals' part comes from the
 * server's answer; uncommon deals and the month's onboardings from the
 * edited lists.
 */
export function useRevenuePlan(month: string): RevenueView {
  const calls = useQueuedCalls(revenueCollections);
  const { year, month: m } = splitMonth(month);
  const weekly = useRemote(getWeeklyProjections, { query: { month: m, year } }, calls.settled);
  const monthly = useRemote(listMonthlyProjections, {}, calls.settled);
  const deals = useRemote(listUncommonDeals, {}, calls.settled);
  const days = useRemote(listDailyOnboardings, { query: { month: m, year } }, calls.settled);
  const clients = useRemote(listClients, {});
  const reads = [weekly, monthly, deals, days];
  const overlay = useCallsOverlay(calls, reads.some((r) => r.loading));

  return useMemo(() => {
    const names = new Map((clients.data ?? []).map((c) => [c.id, c.name]));
    const state = applyRevenueCalls(
      { uncommonDeals: deals.data ?? [], monthly: monthly.data ?? [], days: days.data ?? [] },
      overlay,
      (id) => (id === null ? null : (names.get(id) ?? null)),
    );
    const uncommon = state.uncommonDeals.flatMap(uncommonDealSchedule);
    const onboardings: DatedAmount[] = state.days.filter((d) => d.revenue).map((d) => ({ date: d.date, amount: d.revenue, source: 'onboardings' }));
    // The server's deals per week, placed on each week's first day: the same weeks.
    const dealWeeks: DatedAmount[] = (weekly.data?.weeks ?? []).filter((w) => w.deals).map((w) => ({ date: w.start, amount: w.deals, source: 'deals' }));
    const weeks = cumulativeWeeks(weeklyRevenue(month, [...dealWeeks, ...uncommon, ...onboardings]));
    const totals = weeks.at(-1)?.toDate ?? noRevenue();
    const uncommonByMonth = revenueByMonth(uncommon);
    const monthRows = state.monthly.map((r) => {
      const key = yearMonth(r.year, r.month);
      const u = uncommonByMonth.get(key)?.uncommon ?? 0;
      const o = key === month && days.data ? totals.onboardings : r.onboardings;
      return { ...r, uncommon: u, onboardings: o, total: r.deals + u + o };
    });
    const projection = monthRows.find((r) => r.year === year && r.month === m) ?? null;
    return {
      ...readsState([weekly, monthly, deals, days]),
      asOf: weekly.data?.asOf ?? null,
      state,
      projection,
      weeks,
      totals,
      progress: goalProgress(totals.total, projection?.goal ?? null),
      monthly: monthRows,
      clients: (clients.data ?? []).map((c) => ({ id: c.id, name: c.name })),
      pending: callsByRecord(calls.entries),
      waiting: calls.entries.length,
    };
  }, [weekly, monthly, deals, days, clients, overlay, calls.entries, month, year, m]);
}
