import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyOnboarding, MonthlyProjection, UncommonDeal, WeeklyProjections } from '../../src/domain/revenue/revenue-types';
import { addMonths, splitMonth } from '../../src/domain/time/year-months';
import { uncommonDeals } from '../../src/server/db/schema/revenue';
import { currentMonth } from '../../src/server/queries/capacity';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let admin: ApiClient;
let dso: ApiClient;
let sdr: ApiClient;
let psm: ApiClient;
let guest: ApiClient;
// The other staff roles (spec 6): they read revenue and change nothing.
const otherStaffEmails = ['ssdr@demo.test', 'strategist@demo.test', 'pdm@demo.test', 'content@demo.test'];
let otherStaff: ApiClient[];
/** Every demo user without plan-capacity, by email: each is refused every write. */
let nonPlanners: [string, ApiClient][];
beforeAll(async () => {
  api = await createTestApi();
  [admin, dso, sdr, psm, guest] = await Promise.all(
    ['admin@demo.test', 'dso@demo.test', 'sdr@demo.test', 'psm@demo.test', 'guest@demo.test'].map((e) => api.as(e)),
  );
  otherStaff = await Promise.all(otherStaffEmails.map((e) => api.as(e)));
  nonPlanners = [['sdr@demo.test', sdr], ['psm@demo.test', psm], ...otherStaffEmails.map((e, i): [string, ApiClient] => [e, otherStaff[i]]), ['guest@demo.test', guest]];
});
afterAll(() => api.close());

const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });
// A month of the plan no other test of this file touches: two months on.
const month = addMonths(currentMonth(), 2);
const { year, month: m } = splitMonth(month);
const weeklyOf = async (of: string, client: ApiClient = dso) => {
  const { year: y, month: n } = splitMonth(of);
  return (await client.get<WeeklyProjections>(`/api/revenue/weekly-projections?month=${n}&year=${y}`)).body;
};
const weekly = (client: ApiClient = dso) => weeklyOf(month, client);
const monthly = async () => (await dso.get<MonthlyProjection[]>('/api/revenue/monthly-projections')).body.find((r) => r.year === year && r.month === m)!;

describe('who may read and change revenue', () => {
  const reads = [
    '/api/revenue/uncommon-deals',
    `/api/revenue/weekly-projections?month=${m}&year=${year}`,
    '/api/revenue/monthly-projections',
    `/api/revenue/daily-onboardings?month=${m}&year=${year}`,
  ];

  it('every staff member reads; guests get nothing; anonymous callers sign in first', async () => {
    for (const url of reads) {
      for (const client of [admin, dso, sdr, psm, ...otherStaff]) expect((await client.get(url)).status, url).toBe(200);
      expect((await guest.get(url)).status, url).toBe(403);
      expect((await api.anonymous().get(url)).status, url).toBe(401);
    }
  });

  it('only super-admins and Directors of Strategic Operations write; a write needs the XSRF token', async () => {
    const deal = { name: 'Roles check', date: `${month}-10`, revenue: 1000, thisMonthRec: 1000, nextMonthRec: 0 };
    const row = await monthly();
    const deals = (await dso.get<UncommonDeal[]>('/api/revenue/uncommon-deals')).body;
    const [seeded] = deals;
    const dealUrl = `/api/revenue/uncommon-deals/${seeded.id}`;
    const daysUrl = `/api/revenue/daily-onboardings?month=${m}&year=${year}`;
    const days = (await dso.get<DailyOnboarding[]>(daysUrl)).body;
    // Each write would succeed for a planner (valid body, If-Match of the version read): refused, it changes nothing.
    for (const [who, client] of nonPlanners) {
      expect((await client.post('/api/revenue/uncommon-deals', deal)).status, who).toBe(403);
      expect((await client.patch(`/api/revenue/monthly-projections/${row.id}`, { goal: (row.goal ?? 0) + 1000 }, ifMatch(row.version))).status, who).toBe(403);
      expect((await client.patch('/api/revenue/daily-onboardings', { days: [{ date: `${month}-03`, count: 3, revenue: 12_345 }] })).status, who).toBe(403);
      const edited = await client.patch(dealUrl, { name: 'Renamed by a reader', thisMonthRec: seeded.revenue, nextMonthRec: 0 }, ifMatch(seeded.version));
      expect(edited.status, who).toBe(403);
      expect((await client.delete(dealUrl, ifMatch(seeded.version))).status, who).toBe(403);
      expect((await dso.get<UncommonDeal[]>('/api/revenue/uncommon-deals')).body, who).toEqual(deals);
      expect(await monthly(), who).toEqual(row);
      expect((await dso.get<DailyOnboarding[]>(daysUrl)).body, who).toEqual(days);
    }
    expect((await api.anonymous().post('/api/revenue/uncommon-deals', deal)).status).toBe(401);
    expect((await dso.post('/api/revenue/uncommon-deals', deal, { noXsrf: true })).status).toBe(403);
    const created = await admin.post<UncommonDeal>('/api/revenue/uncommon-deals', deal);
    expect(created.status).toBe(201);
    expect((await admin.delete(`/api/revenue/uncommon-deals/${created.body.id}`)).status).toBe(200);
  });
});

describe('weekly and monthly projections', () => {
  it("a month's weeks run Sunday to Saturday, cut at its edges, and add up to the month", async () => {
    const w = await weekly(sdr);
    expect(w.month).toBe(m);
    expect(w.year).toBe(year);
    expect(w.weeks[0].start).toBe(`${month}-01`);
    expect(w.weeks.length).toBeGreaterThanOrEqual(4);
    expect(w.weeks.reduce((s, x) => s + x.total, 0)).toBe(w.total);
    expect(w.deals + w.uncommon + w.onboardings).toBe(w.total);
    const row = await monthly();
    expect(w.total).toBe(row.total);
    expect(w.goal).toBe(row.goal);
    expect(w.projectionId).toBe(row.id);
  });

  it('lists a year of history and the next twelve months, oldest first, each with a goal', async () => {
    const rows = (await sdr.get<MonthlyProjection[]>('/api/revenue/monthly-projections')).body;
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const keys = rows.map((r) => r.year * 100 + r.month);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    for (const r of rows) expect(r.goal).toEqual(expect.any(Number));
    expect(rows.some((r) => r.total > 0)).toBe(true);
  });

  it('refuses a month or year that is missing or not a number', async () => {
    for (const q of ['', `month=${m}`, `year=${year}`, `month=13&year=${year}`, `month=0&year=${year}`, `month=x&year=${year}`, `month=${m}&year=20x6`]) {
      expect((await dso.get(`/api/revenue/weekly-projections?${q}`)).status, q).toBe(422);
      expect((await dso.get(`/api/revenue/daily-onboardings?${q}`)).status, q).toBe(422);
    }
    // A month with no projection row still has weeks, and no goal.
    const far = await dso.get<WeeklyProjections>('/api/revenue/weekly-projections?month=2&year=2199');
    expect(far.body).toMatchObject({ goal: null, projectionId: null, total: 0 });
  });

  it('sets the goal (If-Match honoured); a goal that is not a whole, non-negative number is refused', async () => {
    const row = await monthly();
    const url = `/api/revenue/monthly-projections/${row.id}`;
    const res = await dso.patch<MonthlyProjection>(url, { goal: 123_000 }, ifMatch(row.version));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ goal: 123_000, version: row.version + 1, total: row.total });
    expect((await weekly()).goal).toBe(123_000);
    const stale = await dso.patch(url, { goal: 1 }, ifMatch(row.version));
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ goal: 123_000 });
    for (const body of [{ goal: 'lots' }, { goal: -5 }, { goal: 1.5 }, {}, { goal: 1, month: 3 }, { goal: null }]) {
      const bad = await dso.patch(url, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    expect((await dso.patch(url, { goal: '100' })).body.fields.goal).toMatch(/number/);
    expect((await dso.patch('/api/revenue/monthly-projections/999999', { goal: 1 })).status).toBe(404);
  });

  it('two directors setting the goal at once with the same If-Match: one 200, the other 412 with the winner\'s goal', async () => {
    const row = await monthly();
    const url = `/api/revenue/monthly-projections/${row.id}`;
    const answers = await Promise.all([dso.patch(url, { goal: 50_000 }, ifMatch(row.version)), admin.patch(url, { goal: 60_000 }, ifMatch(row.version))]);
    expect(answers.map((a) => a.status).sort((a, b) => a - b)).toEqual([200, 412]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 412)!.body.current).toMatchObject({ goal: winner.body.goal, version: row.version + 1 });
    expect((await monthly()).goal).toBe(winner.body.goal);
  });
});

describe('uncommon deals (GET, POST, PATCH, DELETE)', () => {
  it('the seed has deals over the past year, this month and the next, and the next month counts them', async () => {
    const start = currentMonth();
    const next = addMonths(start, 1);
    // This file adds deals only in `month` (two months on), where the seed makes none.
    const seeded = (await sdr.get<UncommonDeal[]>('/api/revenue/uncommon-deals')).body.filter((d) => !d.date.startsWith(month));
    expect(seeded.length).toBeGreaterThan(0);
    const inMonth = (of: string) => seeded.filter((d) => d.date.startsWith(`${of}-`));
    const history = seeded.filter((d) => d.date >= `${addMonths(start, -12)}-01` && d.date < `${start}-01`);
    expect(history.length).toBeGreaterThan(0);
    expect(inMonth(start).length).toBeGreaterThan(0);
    expect(inMonth(next).length).toBeGreaterThan(0);
    expect(history.length + inMonth(start).length + inMonth(next).length).toBe(seeded.length);
    for (const d of seeded) {
      expect(d.clientName, d.name).toEqual(expect.any(String));
      expect(d.name.endsWith(`: ${d.clientName}`), d.name).toBe(true);
      expect(d.revenue, d.name).toBeGreaterThan(0);
      expect(d.thisMonthRec + d.nextMonthRec, d.name).toBe(d.revenue);
    }
    // Next month's uncommon revenue: its own deals' first parts, and the rest of this month's.
    const sum = (list: UncommonDeal[], part: 'thisMonthRec' | 'nextMonthRec') => list.reduce((s, d) => s + d[part], 0);
    expect((await weeklyOf(next)).uncommon).toBe(sum(inMonth(next), 'thisMonthRec') + sum(inMonth(start), 'nextMonthRec'));
  });

  it('adds a deal split over two months: this month on its date, the rest on the 1st of the next', async () => {
    const next = addMonths(month, 1);
    const [before, beforeNext] = [await weekly(), await weeklyOf(next)];
    const created = await dso.post<UncommonDeal>('/api/revenue/uncommon-deals', {
      name: 'Expo booth',
      clientId: 1,
      date: `${month}-20`,
      revenue: 9000,
      thisMonthRec: 6000,
      nextMonthRec: 3000,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Expo booth', clientId: 1, clientName: 'Acme Corp', revenue: 9000, version: 1 });
    const after = await weekly();
    expect(after.uncommon - before.uncommon).toBe(6000);
    const week = after.weeks.find((w) => w.start <= `${month}-20` && w.end >= `${month}-20`)!;
    expect(week.uncommon - before.weeks[week.week - 1].uncommon).toBe(6000);
    const afterNext = await weeklyOf(next);
    expect(afterNext.weeks[0].uncommon - beforeNext.weeks[0].uncommon).toBe(3000);
    expect((await dso.get<UncommonDeal[]>('/api/revenue/uncommon-deals')).body.map((d) => d.id)).toContain(created.body.id);
  });

  it('edits keep revenue equal to the two parts, on the deal as it becomes', async () => {
    const created = (await dso.post<UncommonDeal>('/api/revenue/uncommon-deals', { name: 'Workshop', date: `${month}-05`, revenue: 4000, thisMonthRec: 4000, nextMonthRec: 0 })).body;
    expect(created.clientId).toBeNull();
    const url = `/api/revenue/uncommon-deals/${created.id}`;
    const split = await dso.patch<UncommonDeal>(url, { thisMonthRec: 1000, nextMonthRec: 3000 }, ifMatch(1));
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ thisMonthRec: 1000, nextMonthRec: 3000, revenue: 4000, version: 2 });
    const broken = await dso.patch(url, { revenue: 5000 });
    expect(broken.status).toBe(422);
    expect(broken.body.fields.revenue).toMatch(/this month's part plus next month's/);
    expect((await dso.patch(url, { name: 'x' }, ifMatch(1))).status).toBe(412);
    expect((await dso.patch(url, { clientId: 999999 })).body.fields.clientId).toMatch(/existing client/);
    expect((await dso.patch(url, { clientId: 1 })).body).toMatchObject({ clientId: 1, clientName: 'Acme Corp' });
    expect((await dso.patch(url, {})).status).toBe(422);
  });

  it('refuses bad deals: negative or fractional amounts, a date that is not a date, parts that do not add up, unknown keys', async () => {
    const good = { name: 'Good', date: `${month}-05`, revenue: 3000, thisMonthRec: 2000, nextMonthRec: 1000 };
    for (const [body, field] of [
      [{ ...good, revenue: -3000, thisMonthRec: -2000, nextMonthRec: -1000 }, 'revenue'],
      [{ ...good, revenue: 3000.5 }, 'revenue'],
      [{ ...good, revenue: 3500 }, 'revenue'],
      [{ ...good, date: '2027-13-01' }, 'date'],
      [{ ...good, date: 'soon' }, 'date'],
      [{ ...good, name: '' }, 'name'],
      [{ ...good, clientId: 'acme' }, 'clientId'],
      [{ ...good, probability: 0.5 }, 'probability'],
    ] as const) {
      const res = await dso.post('/api/revenue/uncommon-deals', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect((await dso.post('/api/revenue/uncommon-deals', { ...good, clientId: 999999 })).status).toBe(422);
  });

  it('deletes a deal (If-Match honoured): it leaves the list and the projections', async () => {
    const created = (await dso.post<UncommonDeal>('/api/revenue/uncommon-deals', { name: 'Short-lived', date: `${month}-12`, revenue: 2500, thisMonthRec: 2500, nextMonthRec: 0 })).body;
    const url = `/api/revenue/uncommon-deals/${created.id}`;
    const withDeal = await weekly();
    await dso.patch(url, { name: 'Short-lived deal' });
    expect((await dso.delete(url, ifMatch(1))).status).toBe(412);
    const gone = await dso.delete<UncommonDeal>(url, ifMatch(2));
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: created.id, name: 'Short-lived deal' });
    expect(await api.database.db.select().from(uncommonDeals).where(eq(uncommonDeals.id, created.id))).toEqual([]);
    expect((await weekly()).uncommon).toBe(withDeal.uncommon - 2500);
    expect((await dso.delete(url)).status).toBe(404);
    expect((await dso.delete('/api/revenue/uncommon-deals/abc')).status).toBe(404);
  });
});

describe('daily onboardings (GET ?month&year, PATCH)', () => {
  it('answers every day of the month; setting days moves the weeks and the month', async () => {
    const days = (await dso.get<DailyOnboarding[]>(`/api/revenue/daily-onboardings?month=${m}&year=${year}`)).body;
    expect(days[0].date).toBe(`${month}-01`);
    expect(days.every((d) => d.date.startsWith(month))).toBe(true);
    const before = await weekly();
    const [a, b] = [days[2], days[3]];
    const res = await dso.patch<DailyOnboarding[]>('/api/revenue/daily-onboardings', {
      days: [
        { date: a.date, count: 2, revenue: 1500 },
        { date: b.date, count: 1, revenue: 700 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: a.date, count: 2, revenue: 1500, version: a.version + 1 },
      { date: b.date, count: 1, revenue: 700, version: b.version + 1 },
    ]);
    const after = await weekly();
    expect(after.onboardings - before.onboardings).toBe(1500 + 700 - a.revenue - b.revenue);
    const again = (await dso.get<DailyOnboarding[]>(`/api/revenue/daily-onboardings?month=${m}&year=${year}`)).body;
    expect(again[2]).toMatchObject({ count: 2, revenue: 1500 });
  });

  it('refuses negative counts, dates that are not dates, a day twice, an empty list', async () => {
    const day = `${month}-09`;
    for (const body of [
      { days: [{ date: day, count: -1, revenue: 0 }] },
      { days: [{ date: day, count: 1.5, revenue: 0 }] },
      { days: [{ date: 'tomorrow', count: 1, revenue: 0 }] },
      { days: [{ date: day, count: 1, revenue: -10 }] },
      { days: [{ date: day, count: 1, revenue: 0 }, { date: day, count: 2, revenue: 0 }] },
      { days: [] },
      { days: [{ date: day, count: 1 }] },
      { day: { date: day, count: 1, revenue: 0 } },
    ]) {
      expect((await dso.patch('/api/revenue/daily-onboardings', body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});
