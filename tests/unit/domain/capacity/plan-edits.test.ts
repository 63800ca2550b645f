// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchEndpoint } from '../../../../src/domain/api/match-path';
import { patchHire } from '../../../../src/domain/capacity/capacity-endpoints';
import type { Assumption, Hire, Projection } from '../../../../src/domain/capacity/capacity-types';
import { applyCapacityCalls, queuedAssignments } from '../../../../src/domain/capacity/plan-edits';
import { applyRevenueCalls } from '../../../../src/domain/revenue/revenue-edits';
import type { DailyOnboarding, MonthlyProjection, UncommonDeal } from '../../../../src/domain/revenue/revenue-types';

const ramp: Assumption = { id: 1, key: 'rampMonths', name: 'Ramp-up', unit: 'months', min: 0, max: 12, step: 1, integer: true, description: '', val: 3, version: 1 };
const march: Projection = { id: 7, month: '2027-03', newClients: 4, churnPct: null, note: '', actualClients: null, actualCapacity: null, version: 2, plan: null };
const jo: Hire = { id: 3, name: 'Jo', role: 'sdr', roleName: 'SDR', startDate: '2027-02-10', startingCapacity: 12, archived: false, version: 1 };
const call = (method: string, url: string, body?: unknown, status = 'pending') => ({ method, url, body, status });

describe('reading queued calls back', () => {
  it('matches a call to its description and reads its path parameters', () => {
    expect(matchEndpoint(patchHire, 'PATCH', '/api/capacity/hire/3')).toEqual({ id: '3' });
    expect(matchEndpoint(patchHire, 'POST', '/api/capacity/hire/3')).toBeNull();
    expect(matchEndpoint(patchHire, 'PATCH', '/api/capacity/hire')).toBeNull();
    expect(matchEndpoint(patchHire, 'PATCH', '/api/capacity/hire/3/x')).toBeNull();
  });
});

describe('the capacity plan with its queued edits', () => {
  const state = { assumptions: [ramp], projections: [march], hires: [jo] };

  it('applies edits in order, adds new hires with temporary ids, and leaves out refused ones', () => {
    const next = applyCapacityCalls(state, [
      call('PATCH', '/api/capacity/assumptions/1', { val: 2 }),
      call('PATCH', '/api/capacity/assumptions/1', { val: 1 }),
      call('PATCH', '/api/capacity/projections/7', { newClients: 9, churnPct: 0 }),
      call('PATCH', '/api/capacity/hire/3', { archived: true }),
      call('POST', '/api/capacity/hire', { name: 'Kim', role: 'ssdr', startDate: '2027-04-01', startingCapacity: 10 }),
      call('PATCH', '/api/capacity/projections/7', { note: 'refused' }, 'failed'),
    ]);
    expect(next.assumptions[0].val).toBe(1);
    expect(next.projections[0]).toMatchObject({ newClients: 9, churnPct: 0, note: '' });
    expect(next.hires[0].archived).toBe(true);
    expect(next.hires[1]).toMatchObject({ id: -1, name: 'Kim', roleName: 'Strategic SDR', archived: false });
    // The answers the edits were made on are not changed.
    expect(state.assumptions[0].val).toBe(3);
  });

  it('a hire the server accepted is not shown twice once an answer read since holds it', () => {
    const kim = { name: 'Kim', role: 'ssdr', startDate: '2027-04-01', startingCapacity: 10 };
    const saved: Hire = { ...kim, id: 9, roleName: 'Strategic SDR', archived: false, version: 1 };
    const accepted = call('POST', '/api/capacity/hire', kim, 'accepted');
    // The hires read again already hold Kim: shown once, as saved.
    expect(applyCapacityCalls({ ...state, hires: [jo, saved] }, [accepted]).hires.map((h) => h.id)).toEqual([3, 9]);
    // Not read yet: shown from the call.
    expect(applyCapacityCalls(state, [accepted]).hires.map((h) => h.id)).toEqual([3, -1]);
    // A second Kim still queued is a hire of its own.
    expect(applyCapacityCalls({ ...state, hires: [jo, saved] }, [accepted, call('POST', '/api/capacity/hire', kim)]).hires.map((h) => h.id)).toEqual([3, 9, -1]);
  });

  it('an assumption value out of bounds is not shown (the server refuses it)', () => {
    expect(applyCapacityCalls(state, [call('PATCH', '/api/capacity/assumptions/1', { val: 40 })]).assumptions[0].val).toBe(3);
  });

  it('queued assignments: client to rep, the last one winning', () => {
    const assigned = queuedAssignments([
      call('POST', '/api/clients/5/team/members', { client: 5, user: 9 }),
      call('POST', '/api/clients/6/team/members', { client: 6, user: 9 }, 'failed'),
      call('POST', '/api/clients/5/team/members', { client: 5, user: 10 }),
    ]);
    expect([...assigned]).toEqual([[5, 10]]);
  });
});

describe('the revenue plan with its queued edits', () => {
  const deal: UncommonDeal = { id: 4, name: 'Expo', clientId: null, clientName: null, date: '2027-03-24', revenue: 9000, thisMonthRec: 6000, nextMonthRec: 3000, version: 1 };
  const month: MonthlyProjection = { id: 2, month: 3, year: 2027, goal: 20000, version: 1, deals: 4000, uncommon: 9000, onboardings: 2000, total: 15000 };
  const days: DailyOnboarding[] = [
    { date: '2027-03-01', count: 0, revenue: 0, version: 0 },
    { date: '2027-03-02', count: 1, revenue: 500, version: 1 },
  ];

  it('sets goals and days, adds, edits and deletes uncommon deals', () => {
    const next = applyRevenueCalls(
      { uncommonDeals: [deal], monthly: [month], days },
      [
        call('PATCH', '/api/revenue/monthly-projections/2', { goal: 25000 }),
        call('PATCH', '/api/revenue/daily-onboardings', { days: [{ date: '2027-03-01', count: 2, revenue: 1200 }] }),
        call('POST', '/api/revenue/uncommon-deals', { name: 'Fair', clientId: 1, date: '2027-03-05', revenue: 100, thisMonthRec: 100, nextMonthRec: 0 }),
        call('PATCH', '/api/revenue/uncommon-deals/4', { clientId: 1 }),
      ],
      (id) => (id === 1 ? 'Acme Corp' : null),
    );
    expect(next.monthly[0].goal).toBe(25000);
    expect(next.days[0]).toMatchObject({ count: 2, revenue: 1200 });
    expect(next.days[1]).toMatchObject({ count: 1, revenue: 500 });
    expect(next.uncommonDeals.map((d) => [d.id, d.name, d.clientName])).toEqual([
      [-1, 'Fair', 'Acme Corp'],
      [4, 'Expo', 'Acme Corp'],
    ]);
    expect(applyRevenueCalls({ uncommonDeals: [deal], monthly: [], days: [] }, [call('DELETE', '/api/revenue/uncommon-deals/4')]).uncommonDeals).toEqual([]);
  });

  it('an uncommon deal the server accepted is not counted twice once the deals read since hold it', () => {
    const fair = { name: 'Fair', clientId: null, date: '2027-03-05', revenue: 100, thisMonthRec: 100, nextMonthRec: 0 };
    const saved: UncommonDeal = { ...fair, id: 8, clientName: null, version: 1 };
    const accepted = call('POST', '/api/revenue/uncommon-deals', fair, 'accepted');
    expect(applyRevenueCalls({ uncommonDeals: [saved, deal], monthly: [], days: [] }, [accepted]).uncommonDeals.map((d) => d.id)).toEqual([8, 4]);
    expect(applyRevenueCalls({ uncommonDeals: [deal], monthly: [], days: [] }, [accepted]).uncommonDeals.map((d) => d.id)).toEqual([-1, 4]);
  });
});
