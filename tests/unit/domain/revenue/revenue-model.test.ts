// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dealRevenue } from '../../../../src/domain/deals/deal-revenue';
import { formatRevenue } from '../../../../src/domain/meetings/revenue-display';
import { dealSchedule, revenueEvents, sameDayMonthsOn, type ClientDeal, type RevenueInputs } from '../../../../src/domain/revenue/revenue-events';
import { uncommonDealCreateSchema, uncommonDealIssue } from '../../../../src/domain/revenue/revenue-schemas';
import { cumulativeWeeks, goalProgress, revenueByMonth, weeklyRevenue, weeksOfMonth } from '../../../../src/domain/revenue/revenue-sums';

// The worked example of decision 0029: March 2027 (the 1st is a Monday).
const deal = (d: Partial<ClientDeal>): ClientDeal => ({
  contractType: 'One Time',
  fixedPayment: 0,
  monthsCount: 0,
  reoccurringAmount: 0,
  clientStatus: 'active',
  onboardingDate: null,
  ...d,
});
const inputs: RevenueInputs = {
  currentMonth: '2027-03',
  deals: [
    deal({ contractType: 'Reoccurring', reoccurringAmount: 1000, monthsCount: 6, onboardingDate: '2027-01-15' }),
    deal({ contractType: 'Both', fixedPayment: 2500, reoccurringAmount: 500, monthsCount: 3, clientStatus: 'onboarding', onboardingDate: '2027-03-03' }),
    deal({ contractType: 'One Time', fixedPayment: 5000, onboardingDate: '2027-02-20' }),
    deal({ contractType: 'Reoccurring', reoccurringAmount: 700, monthsCount: 6, clientStatus: 'churned', onboardingDate: '2026-12-05' }),
  ],
  uncommonDeals: [
    { date: '2027-03-24', thisMonthRec: 6000, nextMonthRec: 3000 },
    { date: '2027-02-10', thisMonthRec: 1000, nextMonthRec: 3000 },
  ],
  onboardings: [
    { date: '2027-03-10', revenue: 1200 },
    { date: '2027-03-31', revenue: 800 },
  ],
};
const events = revenueEvents(inputs);

describe('revenue by week and month', () => {
  it('weeks run Sunday to Saturday, cut at the month: March 2027 has five', () => {
    expect(weeksOfMonth('2027-03').map((w) => [w.start, w.end])).toEqual([
      ['2027-03-01', '2027-03-06'],
      ['2027-03-07', '2027-03-13'],
      ['2027-03-14', '2027-03-20'],
      ['2027-03-21', '2027-03-27'],
      ['2027-03-28', '2027-03-31'],
    ]);
    // A month starting on a Sunday, and a short February of four full weeks.
    expect(weeksOfMonth('2026-11')[0]).toMatchObject({ start: '2026-11-01', end: '2026-11-07' });
    expect(weeksOfMonth('2026-02')).toHaveLength(4);
    expect(weeksOfMonth('2026-08')).toHaveLength(6);
  });

  it('the worked example: each deal kind, and uncommon deals split over two months', () => {
    const weeks = weeklyRevenue('2027-03', events);
    expect(weeks.map((w) => [w.deals, w.uncommon, w.onboardings, w.total])).toEqual([
      [3000, 3000, 0, 6000],
      [0, 0, 1200, 1200],
      [1000, 0, 0, 1000],
      [0, 6000, 0, 6000],
      [0, 0, 800, 800],
    ]);
    expect(revenueByMonth(events).get('2027-03')).toEqual({ deals: 4000, uncommon: 9000, onboardings: 2000, total: 15000 });
    // April: A 1,000 and B 500 (deals), the March deal's second part (3,000).
    expect(revenueByMonth(events).get('2027-04')).toEqual({ deals: 1500, uncommon: 3000, onboardings: 0, total: 4500 });
    // February: A, C, and the churned client D while it was a client (history).
    expect(revenueByMonth(events).get('2027-02')).toMatchObject({ deals: 1000 + 5000 + 700, uncommon: 1000 });
  });

  it('the weeks of any month add up to the month', () => {
    const byMonth = revenueByMonth(events);
    for (const month of ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06']) {
      const weeks = weeklyRevenue(month, events);
      const sum = weeks.reduce((s, w) => s + w.total, 0);
      expect(sum).toBe(byMonth.get(month)?.total ?? 0);
      expect(cumulativeWeeks(weeks).at(-1)!.toDate.total).toBe(sum);
    }
  });

  it("a deal's amounts add up to spec 5's revenue, the 31st falling on a month's last day", () => {
    for (const terms of [
      { contractType: 'One Time' as const, fixedPayment: 5000, monthsCount: 0, reoccurringAmount: 0 },
      { contractType: 'Reoccurring' as const, fixedPayment: 0, monthsCount: 6, reoccurringAmount: 750 },
      { contractType: 'Both' as const, fixedPayment: 5000, monthsCount: 6, reoccurringAmount: 750 },
    ]) {
      expect(dealSchedule(terms, '2027-01-31').reduce((s, e) => s + e.amount, 0)).toBe(dealRevenue(terms));
    }
    expect(sameDayMonthsOn('2027-01-31', 1)).toBe('2027-02-28');
    expect(sameDayMonthsOn('2028-01-31', 1)).toBe('2028-02-29');
    expect(sameDayMonthsOn('2027-01-31', 2)).toBe('2027-03-31');
  });

  it('against the goal: 15,000 of 20,000 is 75%, 5,000 short', () => {
    expect(goalProgress(15000, 20000)).toEqual({ goal: 20000, total: 15000, percent: 75, short: 5000 });
    expect(goalProgress(25000, 20000)).toMatchObject({ percent: 125, short: 0 });
    expect(goalProgress(1, null)).toMatchObject({ percent: null, short: 0 });
  });
});

describe('uncommon deals', () => {
  it("revenue must be this month's part plus next month's, on the revenue field", () => {
    expect(uncommonDealIssue({ revenue: 9000, thisMonthRec: 6000, nextMonthRec: 3000 })).toBeNull();
    const good = { name: 'Expo booth', date: '2027-03-24', revenue: 9000, thisMonthRec: 6000, nextMonthRec: 3000 };
    expect(v.parse(uncommonDealCreateSchema, good)).toEqual({ ...good, clientId: null });
    const bad = v.safeParse(uncommonDealCreateSchema, { ...good, revenue: 8000 });
    expect(bad.success).toBe(false);
    expect(v.getDotPath(bad.issues![0])).toBe('revenue');
  });
});

describe('revenue display (spec 9) at its edges', () => {
  it('under 1,000 as is; up to a million in k; above in mm', () => {
    expect(formatRevenue(0)).toBe('0');
    expect(formatRevenue(999)).toBe('999');
    expect(formatRevenue(1000)).toBe('1.0k');
    expect(formatRevenue(15000)).toBe('15.0k');
    expect(formatRevenue(999_949)).toBe('999.9k');
    expect(formatRevenue(1_000_000)).toBe('1000.0k');
    expect(formatRevenue(1_000_001)).toBe('1.0mm');
    expect(formatRevenue(-5000)).toBe('-5.0k');
  });
});
