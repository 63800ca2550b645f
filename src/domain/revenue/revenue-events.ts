import type { ContractType } from '../deals/deal-revenue';
import { addMonths, daysInMonth, monthOfDay } from '../time/year-months';

// The revenue model of decision 0029: every amount is recognised on a day,
// so a week's revenue and a month's are sums of the same dated amounts (the
// weeks of a month add up to the month).

export const revenueSources = ['deals', 'uncommon', 'onboardings'] as const;
export type RevenueSource = (typeof revenueSources)[number];

export type DatedAmount = { date: string; amount: number; source: RevenueSource };

/** A client's deal (spec 3, opportunity) with what the model needs of its client. */
export type ClientDeal = {
  contractType: ContractType;
  fixedPayment: number;
  monthsCount: number;
  reoccurringAmount: number;
  clientStatus: string;
  /** The deal starts on the client's onboarding date. */
  onboardingDate: string | null;
};

/** Spec 3, uncommon deal: recognised partly in its own month (on its date), the rest on the 1st of the next. */
export type UncommonDealTerms = { date: string; thisMonthRec: number; nextMonthRec: number };

export type DayOnboardings = { date: string; revenue: number };

/** The same day of the month `n` months on, clamped to the month's last day (Jan 31 → Feb 28). */
export function sameDayMonthsOn(date: string, n: number): string {
  const month = addMonths(monthOfDay(date), n);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Spec 5's deal, spread over days: the fixed payment (One Time, Both) on the
 * start day; the monthly amount (Reoccurring, Both) on the start day of each
 * of its months. The amounts add up to dealRevenue(deal).
 */
export function dealSchedule(deal: Omit<ClientDeal, 'clientStatus' | 'onboardingDate'>, start: string): DatedAmount[] {
  const out: DatedAmount[] = [];
  if (deal.contractType !== 'Reoccurring' && deal.fixedPayment) out.push({ date: start, amount: deal.fixedPayment, source: 'deals' });
  if (deal.contractType !== 'One Time' && deal.reoccurringAmount) {
    for (let k = 0; k < deal.monthsCount; k++) out.push({ date: sameDayMonthsOn(start, k), amount: deal.reoccurringAmount, source: 'deals' });
  }
  return out;
}

/** Clients whose deals still bring revenue from the current month on; before it, every client's did. */
const billingStatuses = new Set(['active', 'onboarding']);

export type RevenueInputs = {
  /** The current month (YYYY-MM): from here on only active and onboarding clients' deals count. */
  currentMonth: string;
  deals: readonly ClientDeal[];
  uncommonDeals: readonly UncommonDealTerms[];
  onboardings: readonly DayOnboardings[];
};

export function uncommonDealSchedule(deal: UncommonDealTerms): DatedAmount[] {
  const out: DatedAmount[] = [];
  if (deal.thisMonthRec) out.push({ date: deal.date, amount: deal.thisMonthRec, source: 'uncommon' });
  if (deal.nextMonthRec) out.push({ date: `${addMonths(monthOfDay(deal.date), 1)}-01`, amount: deal.nextMonthRec, source: 'uncommon' });
  return out;
}

/** Every dated amount of the plan. */
export function revenueEvents(inputs: RevenueInputs): DatedAmount[] {
  const out: DatedAmount[] = [];
  for (const deal of inputs.deals) {
    if (!deal.onboardingDate) continue;
    const billing = billingStatuses.has(deal.clientStatus);
    for (const e of dealSchedule(deal, deal.onboardingDate)) if (billing || monthOfDay(e.date) < inputs.currentMonth) out.push(e);
  }
  for (const deal of inputs.uncommonDeals) out.push(...uncommonDealSchedule(deal));
  for (const day of inputs.onboardings) if (day.revenue) out.push({ date: day.date, amount: day.revenue, source: 'onboardings' });
  return out;
}
