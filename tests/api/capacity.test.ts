import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assumption, Hire, ProjectionsAnswer } from '../../src/domain/capacity/capacity-types';
import type { Client } from '../../src/domain/clients/client-types';
import { addMonths, splitMonth } from '../../src/domain/time/year-months';
import { capacityProjections } from '../../src/server/db/schema/capacity';
import { monthlyProjections } from '../../src/server/db/schema/revenue';
import { currentMonth, planLength } from '../../src/server/queries/capacity';
import { extendPlanHorizon } from '../../src/server/queries/capacity-horizon';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let admin: ApiClient;
let dso: ApiClient;
let sdr: ApiClient;
let pdm: ApiClient;
let guest: ApiClient;
// The other staff roles (spec 6): they read the plan and change nothing.
const otherStaffEmails = ['ssdr@demo.test', 'strategist@demo.test', 'psm@demo.test', 'content@demo.test'];
let otherStaff: ApiClient[];
/** Every demo user without plan-capacity, by email: each is refused every write. */
let nonPlanners: [string, ApiClient][];
beforeAll(async () => {
  api = await createTestApi();
  [admin, dso, sdr, pdm, guest] = await Promise.all(
    ['admin@demo.test', 'dso@demo.test', 'sdr@demo.test', 'pdm@demo.test', 'guest@demo.test'].map((e) => api.as(e)),
  );
  otherStaff = await Promise.all(otherStaffEmails.map((e) => api.as(e)));
  nonPlanners = [['sdr@demo.test', sdr], ['pdm@demo.test', pdm], ...otherStaffEmails.map((e, i): [string, ApiClient] => [e, otherStaff[i]]), ['guest@demo.test', guest]];
});
afterAll(() => api.close());

const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });
const projections = async (client: ApiClient = dso) => (await client.get<ProjectionsAnswer>('/api/capacity/projections')).body;
const planned = (answer: ProjectionsAnswer, month: string) => answer.rows.find((r) => r.month === month)!;

describe('who may read and change the plan', () => {
  const reads = ['/api/capacity/assumptions', '/api/capacity/projections', '/api/capacity/hire'];

  it('every staff member reads; guests get nothing; anonymous callers sign in first', async () => {
    for (const url of reads) {
      for (const client of [admin, dso, sdr, pdm, ...otherStaff]) expect((await client.get(url)).status, url).toBe(200);
      expect((await guest.get(url)).status, url).toBe(403);
      expect((await api.anonymous().get(url)).status, url).toBe(401);
    }
  });

  it('only super-admins and Directors of Strategic Operations change it; a write needs the XSRF token', async () => {
    const assumptions = (await dso.get<Assumption[]>('/api/capacity/assumptions')).body;
    const [ramp] = assumptions;
    const plan = await projections();
    const row = planned(plan, addMonths(plan.startMonth, 1));
    const hires = (await dso.get<Hire[]>('/api/capacity/hire')).body;
    const [pipeline] = hires.filter((h) => !h.archived);
    const hire = { name: 'Rita Role', role: 'sdr', startDate: '2030-01-15', startingCapacity: 10 };
    // Each write would succeed for a planner (valid body, If-Match of the version read): refused, it changes nothing.
    for (const [who, client] of nonPlanners) {
      expect((await client.patch(`/api/capacity/assumptions/${ramp.id}`, { val: 2 }, ifMatch(ramp.version))).status, who).toBe(403);
      expect((await client.post('/api/capacity/hire', hire)).status, who).toBe(403);
      const projection = await client.patch(`/api/capacity/projections/${row.id}`, { newClients: row.newClients + 5, churnPct: 9, note: 'Not mine to plan' }, ifMatch(row.version));
      expect(projection.status, who).toBe(403);
      const renamed = await client.patch(`/api/capacity/hire/${pipeline.id}`, { name: 'Renamed by a reader', startingCapacity: 1, archived: true }, ifMatch(pipeline.version));
      expect(renamed.status, who).toBe(403);
      expect((await dso.get<Assumption[]>('/api/capacity/assumptions')).body, who).toEqual(assumptions);
      expect(planned(await projections(), row.month), who).toEqual(row);
      expect((await dso.get<Hire[]>('/api/capacity/hire')).body, who).toEqual(hires);
    }
    expect((await api.anonymous().post('/api/capacity/hire', hire)).status).toBe(401);
    expect((await dso.post('/api/capacity/hire', hire, { noXsrf: true })).status).toBe(403);
    expect((await admin.post('/api/capacity/hire', hire)).status).toBe(201);
  });
});

describe('assumptions (GET, PATCH {val})', () => {
  it('lists the named inputs with units and bounds', async () => {
    const list = (await dso.get<Assumption[]>('/api/capacity/assumptions')).body;
    expect(list.map((a) => a.key)).toEqual(['rampMonths', 'repsPerClient', 'monthlyChurnPct', 'newClientsPerMonth']);
    expect(list[0]).toMatchObject({ name: 'Ramp-up', unit: 'months', min: 0, max: 12, integer: true, val: 3, version: 1 });
  });

  it('changes a value within bounds, honours If-Match, and refuses values out of bounds or not numbers', async () => {
    const churn = (await dso.get<Assumption[]>('/api/capacity/assumptions')).body.find((a) => a.key === 'monthlyChurnPct')!;
    const url = `/api/capacity/assumptions/${churn.id}`;
    const ok = await dso.patch<Assumption>(url, { val: 4.5 }, ifMatch(churn.version));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ val: 4.5, version: churn.version + 1 });
    const stale = await dso.patch(url, { val: 5 }, ifMatch(churn.version));
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: churn.id, val: 4.5, version: churn.version + 1 });
    for (const [body, field] of [
      [{ val: 51 }, 'val'],
      [{ val: -1 }, 'val'],
      [{ val: 'five' }, 'val'],
      [{}, 'val'],
      [{ val: 2, other: 1 }, 'other'],
    ] as const) {
      const res = await dso.patch(url, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    const ramp = (await dso.get<Assumption[]>('/api/capacity/assumptions')).body.find((a) => a.key === 'rampMonths')!;
    expect((await dso.patch(`/api/capacity/assumptions/${ramp.id}`, { val: 1.5 })).body.fields.val).toMatch(/whole number/);
    expect((await dso.patch('/api/capacity/assumptions/999999', { val: 1 })).status).toBe(404);
    expect((await dso.patch('/api/capacity/assumptions/abc', { val: 1 })).status).toBe(404);
  });
});

describe('projections (GET, PATCH of their editable keys)', () => {
  it('answers a year of history and twelve planned months with capacity, demand and the gap', async () => {
    const answer = await projections(sdr);
    const start = currentMonth();
    expect(answer.startMonth).toBe(start);
    expect(answer.months).toHaveLength(planLength);
    expect(answer.months[0]).toBe(start);
    const history = answer.rows.filter((r) => r.month < start);
    expect(history).toHaveLength(12);
    for (const r of history) {
      expect(r.plan).toBeNull();
      expect(r.actualClients).toEqual(expect.any(Number));
    }
    const first = planned(answer, start).plan!;
    expect(first.capacity).toBeGreaterThan(0);
    expect(first.gap).toBeCloseTo(first.capacity - first.demand, 1);
    expect(answer.knownClients[0].count).toBeGreaterThan(0);
  });

  it('changes new clients, churn and the note; demand follows; unknown keys, bad values and history are refused', async () => {
    const before = await projections();
    const month = addMonths(before.startMonth, 2);
    const row = planned(before, month);
    const url = `/api/capacity/projections/${row.id}`;
    const res = await dso.patch(url, { newClients: row.newClients + 10, churnPct: 0, note: 'Trade show' }, ifMatch(row.version));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ newClients: row.newClients + 10, churnPct: 0, note: 'Trade show', version: row.version + 1 });
    expect(res.body.plan.demand).toBeGreaterThan(row.plan!.demand);
    expect((await dso.patch(url, { churnPct: null })).body.churnPct).toBeNull();
    expect((await dso.patch(url, { note: 'x' }, ifMatch(row.version))).status).toBe(412);

    for (const [body, field] of [
      [{ capacity: 3 }, 'capacity'],
      [{ newClients: -1 }, 'newClients'],
      [{ newClients: 2.5 }, 'newClients'],
      [{ newClients: '3' }, 'newClients'],
      [{ churnPct: 101 }, 'churnPct'],
      [{ note: 'x'.repeat(1001) }, 'note'],
    ] as const) {
      const bad = await dso.patch(url, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.body.fields)).toContain(field);
    }
    expect((await dso.patch(url, {})).status).toBe(422);
    const past = before.rows.find((r) => r.month < before.startMonth)!;
    const history = await dso.patch(`/api/capacity/projections/${past.id}`, { newClients: 1 });
    expect(history.status).toBe(422);
    expect(history.body.error).toMatch(/history/);
    expect((await dso.patch('/api/capacity/projections/999999', { newClients: 1 })).status).toBe(404);
  });
});

describe('hires (GET, POST, PATCH name, role, startDate, startingCapacity or archived)', () => {
  it('lists the pipeline by start date, archived ones included', async () => {
    const list = (await sdr.get<Hire[]>('/api/capacity/hire')).body;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((h) => h.archived)).toBe(true);
    expect(list.map((h) => h.startDate)).toEqual(list.map((h) => h.startDate).sort());
  });

  it('a new hire adds capacity from their start month, ramping in; archived, they add none', async () => {
    const before = await projections();
    const month = addMonths(before.startMonth, 3);
    const startDate = `${addMonths(before.startMonth, 1)}-05`;
    const created = await dso.post<Hire>('/api/capacity/hire', { name: '  Hana Hire  ', role: 'ssdr', startDate, startingCapacity: 12 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hana Hire', role: 'ssdr', roleName: 'Strategic SDR', startDate, startingCapacity: 12, archived: false, version: 1 });
    const ramp = (await dso.get<Assumption[]>('/api/capacity/assumptions')).body.find((a) => a.key === 'rampMonths')!.val;
    const added = planned(await projections(), month).plan!.capacity - planned(before, month).plan!.capacity;
    // Three months in: ramp month 2 of R.
    expect(added).toBeCloseTo(12 * Math.min(1, 3 / (ramp + 1)), 1);
    expect(planned(await projections(), before.startMonth).plan!.capacity).toBe(planned(before, before.startMonth).plan!.capacity);

    const url = `/api/capacity/hire/${created.body.id}`;
    const archived = await dso.patch<Hire>(url, { archived: true }, ifMatch(1));
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ archived: true, version: 2 });
    expect(planned(await projections(), month).plan!.capacity).toBe(planned(before, month).plan!.capacity);
    expect((await dso.patch(url, { archived: false }, ifMatch(1))).status).toBe(412);
    const edited = await dso.patch<Hire>(url, { name: 'Hana H.', role: 'sdr', startDate: '2031-02-01', startingCapacity: 9, archived: false });
    expect(edited.body).toMatchObject({ name: 'Hana H.', role: 'sdr', roleName: 'SDR', startDate: '2031-02-01', startingCapacity: 9, archived: false, version: 3 });
  });

  it('refuses negative capacity, a start date that is not a date, an unknown role, a missing name, unknown keys', async () => {
    const good = { name: 'Val Idation', role: 'sdr', startDate: '2030-03-01', startingCapacity: 10 };
    for (const [body, field] of [
      [{ ...good, startingCapacity: -1 }, 'startingCapacity'],
      [{ ...good, startingCapacity: 1.5 }, 'startingCapacity'],
      [{ ...good, startingCapacity: 101 }, 'startingCapacity'],
      [{ ...good, startDate: 'next month' }, 'startDate'],
      [{ ...good, startDate: '2030-02-30' }, 'startDate'],
      [{ ...good, role: 'guest' }, 'role'],
      [{ ...good, name: '   ' }, 'name'],
      [{ ...good, name: 'x'.repeat(201) }, 'name'],
      [{ ...good, salary: 1 }, 'salary'],
    ] as const) {
      const res = await dso.post('/api/capacity/hire', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    const [hire] = (await dso.get<Hire[]>('/api/capacity/hire')).body;
    const url = `/api/capacity/hire/${hire.id}`;
    expect((await dso.patch(url, { startingCapacity: -3 })).body.fields.startingCapacity).toMatch(/negative/);
    expect((await dso.patch(url, { startDate: '03/01/2030' })).body.fields.startDate).toMatch(/date/);
    expect((await dso.patch(url, { archived: 'yes' })).status).toBe(422);
    expect((await dso.patch(url, {})).status).toBe(422);
    expect((await dso.post('/api/capacity/hire', 'not json', { headers: { 'content-type': 'application/json' } })).status).toBe(422);
    expect((await dso.patch('/api/capacity/hire/999999', { name: 'Nobody' })).status).toBe(404);
  });
});

describe('the plan moves on each month (capacity.horizon)', () => {
  it('adds the months that enter the plan and their goals, and records the month that ended, once', async () => {
    const db = api.database.db;
    const start = currentMonth();
    const next = addMonths(start, planLength);
    // A month later: one more month enters, the current one ends.
    const today = Temporal.PlainDate.from(`${addMonths(start, 1)}-02`);
    await db.update(capacityProjections).set({ actualClients: null }).where(eq(capacityProjections.month, start));
    const first = await extendPlanHorizon(db, today);
    expect(first).toEqual({ projectionsAdded: 1, goalsAdded: 1, recorded: 1 });
    expect((await db.select().from(capacityProjections).where(eq(capacityProjections.month, next))).length).toBe(1);
    const { year, month } = splitMonth(next);
    const [goal] = await db.select().from(monthlyProjections).where(and(eq(monthlyProjections.year, year), eq(monthlyProjections.month, month)));
    expect(goal.goal).toEqual(expect.any(Number));
    const [ended] = await db.select().from(capacityProjections).where(eq(capacityProjections.month, start));
    expect(ended.actualClients).toEqual(expect.any(Number));
    expect(await extendPlanHorizon(db, today)).toEqual({ projectionsAdded: 0, goalsAdded: 0, recorded: 0 });
  });
});

describe('assignment reads (GET /api/clients?unassigned=1, /api/users?startingCapacity=1)', () => {
  it('signed clients wait unassigned; reps come with their starting capacity', async () => {
    const waiting = (await dso.get<Client[]>('/api/clients?unassigned=1')).body;
    expect(waiting.filter((c) => c.status === 'onboarding').length).toBeGreaterThanOrEqual(4);
    const reps = (await dso.get('/api/users?active=1&startingCapacity=1')).body as { startingCapacity: number }[];
    expect(reps.length).toBeGreaterThan(5);
  });
});
