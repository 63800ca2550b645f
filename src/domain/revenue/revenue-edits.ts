import { matchEndpoint } from '../api/match-path';
import { alreadySaved, stillQueued, type QueuedCall } from '../capacity/plan-edits';
import { createUncommonDeal, deleteUncommonDeal, patchDailyOnboardings, patchMonthlyProjection, patchUncommonDeal } from './revenue-endpoints';
import type { DailyOnboarding, MonthlyProjection, UncommonDeal } from './revenue-types';

// The revenue plan with the queued calls applied (see capacity/plan-edits.ts).

export type RevenueState = { uncommonDeals: UncommonDeal[]; monthly: MonthlyProjection[]; days: DailyOnboarding[] };

export function applyRevenueCalls(state: RevenueState, calls: readonly QueuedCall[], clientName: (id: number | null) => string | null = () => null): RevenueState {
  let { uncommonDeals, monthly, days } = state;
  let newId = 0;
  const claimed = new Set<number>();
  for (const call of calls.filter(stillQueued)) {
    const body = (call.body ?? {}) as Record<string, unknown>;
    let params = matchEndpoint(patchMonthlyProjection, call.method, call.url);
    if (params) {
      const id = Number(params.id);
      monthly = monthly.map((m) => (m.id === id ? { ...m, goal: body.goal as number } : m));
      continue;
    }
    if (matchEndpoint(patchDailyOnboardings, call.method, call.url)) {
      const set = new Map(((body.days ?? []) as Omit<DailyOnboarding, 'version'>[]).map((d) => [d.date, d]));
      days = days.map((d) => {
        const next = set.get(d.date);
        return next ? { ...d, count: next.count, revenue: next.revenue } : d;
      });
      continue;
    }
    params = matchEndpoint(patchUncommonDeal, call.method, call.url);
    if (params) {
      const id = Number(params.id);
      uncommonDeals = uncommonDeals.map((d) => {
        if (d.id !== id) return d;
        const next = { ...d, ...(body as Partial<UncommonDeal>) };
        return 'clientId' in body ? { ...next, clientName: clientName(next.clientId) } : next;
      });
      continue;
    }
    params = matchEndpoint(deleteUncommonDeal, call.method, call.url);
    if (params) {
      const id = Number(params.id);
      uncommonDeals = uncommonDeals.filter((d) => d.id !== id);
      continue;
    }
    if (matchEndpoint(createUncommonDeal, call.method, call.url)) {
      const deal = body as Omit<UncommonDeal, 'id' | 'version' | 'clientName'>;
      const clientId = deal.clientId ?? null;
      const same = (d: UncommonDeal) => d.name === deal.name && d.date === deal.date && d.revenue === deal.revenue && d.thisMonthRec === deal.thisMonthRec && (d.clientId ?? null) === clientId;
      if (alreadySaved(call, state.uncommonDeals, claimed, same)) continue;
      uncommonDeals = [{ ...deal, clientId, clientName: clientName(clientId), id: --newId, version: 0 }, ...uncommonDeals];
    }
  }
  return { uncommonDeals, monthly, days };
}
