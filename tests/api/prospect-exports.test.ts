import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyExport, ProspectUpload } from '../../src/domain/prospects/prospect-types';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { prospectDailyExports } from '../../src/server/db/schema/prospect-files';
import { prospects } from '../../src/server/db/schema/prospects';
import { enqueueJob } from '../../src/server/jobs/enqueue-job';
import { jobHandlers, jobSchedules } from '../../src/server/jobs/job-handlers';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { dailyExportSchedule, dailyExportsKind, previousUtcDay } from '../../src/server/queries/prospect-daily-exports';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { parseCsv } from '../support/csv';
import { csvOf, uploadForm } from '../support/prospect-upload';

let api: TestApi;
let sdr: ApiClient;
let admin: ApiClient;
let clientA: { id: number; name: string };
let clientB: { id: number; name: string };
const day = '2024-03-14';

beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
  admin = await api.as('admin@demo.test');
  [clientA, clientB] = await api.database.db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(clients.id).limit(2);
  // Changed on the day (two for A, one for B), and just outside it.
  await api.database.db.insert(prospects).values([
    { email: 'first@daily.test', firstName: 'First', clientId: clientA.id, updatedAt: new Date(`${day}T00:00:00Z`) },
    { email: 'second@daily.test', firstName: '=Second', clientId: clientA.id, updatedAt: new Date(`${day}T23:59:59Z`), archived: true },
    { email: 'other@daily.test', clientId: clientB.id, updatedAt: new Date(`${day}T12:00:00Z`) },
    { email: 'before@daily.test', clientId: clientA.id, updatedAt: new Date('2024-03-13T23:59:59Z') },
    { email: 'after@daily.test', clientId: clientA.id, updatedAt: new Date('2024-03-15T00:00:00Z') },
    { email: 'nobody@daily.test', clientId: null, updatedAt: new Date(`${day}T10:00:00Z`) },
  ]);
});
afterAll(() => api.close());

/** A server process's job runner (two of them look for work at once below). */
const runner = () => createJobRunner({ db: api.database.db, integrations: api.integrations, handlers: jobHandlers });

const exportsOf = async (query = '') => {
  const res = await sdr.get<DailyExport[]>(`/api/prospect/exports?from=${day}&to=${day}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('the daily exports', () => {
  it('are scheduled once a day, for the day just ended (UTC)', () => {
    expect(jobSchedules).toContain(dailyExportSchedule);
    expect(previousUtcDay(new Date('2024-03-15T00:00:05Z'))).toBe(day);
    expect(dailyExportSchedule.occurrence(new Date('2024-03-15T00:00:05Z'))).toBe(`${dailyExportsKind}:${day}`);
    expect(dailyExportSchedule.occurrence(new Date('2024-03-15T23:59:00Z'))).toBe(`${dailyExportsKind}:${day}`);
    expect(dailyExportSchedule.payload?.(new Date('2024-03-15T08:00:00Z'))).toEqual({ day });
  });

  it('write one file per client with the prospects added or changed that day, once, even when the day is run twice', async () => {
    // Two processes (or a restart) each enqueue the day: the key keeps one job.
    expect(await enqueueJob(api.database.db, dailyExportsKind, { day }, { uniqueKey: `${dailyExportsKind}:${day}` })).not.toBeNull();
    expect(await enqueueJob(api.database.db, dailyExportsKind, { day }, { uniqueKey: `${dailyExportsKind}:${day}` })).toBeNull();
    // Even a second job for the day (no key) writes nothing twice: each client's job has a key per day and client.
    await enqueueJob(api.database.db, dailyExportsKind, { day });
    await Promise.all([runner().runDue(), runner().runDue()]);
    const rows = await api.database.db.select().from(prospectDailyExports).where(eq(prospectDailyExports.day, day));
    const byClient = (a: number[], b: number[]) => a[0] - b[0];
    expect(rows.map((r) => [r.clientId, r.rows]).sort(byClient)).toEqual([[clientA.id, 2], [clientB.id, 1]].sort(byClient));
    const failed = await api.database.db.select().from(jobs).where(and(eq(jobs.status, 'failed')));
    expect(failed).toEqual([]);
  });

  it('are listed by day and client, and each downloads as CSV', async () => {
    const list = await exportsOf();
    expect(list.map((e) => e.client.id).sort((a, b) => a - b)).toEqual([clientA.id, clientB.id].sort((a, b) => a - b));
    const a = list.find((e) => e.client.id === clientA.id)!;
    expect(a).toMatchObject({ day, rows: 2, client: { name: clientA.name } });
    expect(a.size).toBeGreaterThan(100);
    expect(await exportsOf(`&client=${clientB.id}`)).toHaveLength(1);
    const res = await sdr.get(`/api/prospect/exports/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`prospects-${day}\\.csv"$`));
    const [header, ...lines] = parseCsv(res.text);
    expect(header[0]).toBe('Email');
    expect(lines.map((l) => l[0])).toEqual(['first@daily.test', 'second@daily.test']);
    expect(lines[1][1]).toBe("'=Second");
  });

  it("list an upload's prospects in that day's export of its client", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const upload = await admin.request<ProspectUpload>('POST', '/api/prospect/uploads', {
      body: uploadForm({ client: clientB.id, csv: csvOf([['fresh.upload@daily.test', 'Fresh', 'Upload', '', '']]) }),
    });
    expect(upload.status).toBe(201);
    await api.jobs.runDue();
    await enqueueJob(api.database.db, dailyExportsKind, { day: today });
    await api.jobs.runDue();
    const [todays] = (await sdr.get<DailyExport[]>(`/api/prospect/exports?from=${today}&client=${clientB.id}`)).body;
    const csv = (await sdr.get(`/api/prospect/exports/${todays.id}`)).text;
    expect(csv).toContain('fresh.upload@daily.test');
  });

  it('refuses bad filters, unknown files, guests and the signed-out', async () => {
    const bad = await sdr.get('/api/prospect/exports?from=2026-02-30');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(['from']);
    expect((await sdr.get('/api/prospect/exports?client=abc')).status).toBe(422);
    expect((await sdr.get('/api/prospect/exports/999999')).status).toBe(404);
    const guest = await api.as('guest@demo.test');
    expect((await guest.get('/api/prospect/exports')).status).toBe(403);
    expect((await guest.get('/api/prospect/exports/1')).status).toBe(403);
    expect((await api.anonymous().get('/api/prospect/exports')).status).toBe(401);
    const [{ n }] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(prospectDailyExports);
    expect(n).toBeGreaterThan(0);
  });
});
