import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJob } from '../../src/server/jobs/enqueue-job';
import { createJobRunner, type JobHandler } from '../../src/server/jobs/job-runner';
import { createTestApi, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const runner = (handlers: Record<string, JobHandler>, extra: { leaseMs?: number } = {}) =>
  createJobRunner({ db: api.database.db, integrations: api.integrations, handlers, ...extra });
const jobRow = async (id: number) => (await api.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the job runner', () => {
  it('runs a queued job once and keeps its result', async () => {
    const seen: unknown[] = [];
    const id = (await enqueueJob(api.database.db, 'test.echo', { n: 1 }))!;
    const r = runner({ 'test.echo': async ({ job }) => (seen.push(job.payload), { echoed: job.payload.n }) });
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, result: { echoed: 1 } });
  });

  it('a job queued in a transaction that rolls back never exists', async () => {
    await api.database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.rolled-back');
        throw new Error('refused');
      })
      .catch(() => undefined);
    const [{ n }] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.kind, 'test.rolled-back'));
    expect(n).toBe(0);
  });

  it('retries a failing job later with backoff, then marks it failed after its last try', async () => {
    const id = (await enqueueJob(api.database.db, 'test.flaky', {}, { maxAttempts: 2 }))!;
    const r = runner({ 'test.flaky': async () => { throw new Error('remote down'); } });
    await r.runDue();
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'remote down' });
    expect(first.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs until its time, then it is the last try.
    expect(await r.runDue()).toBe(0);
    expect(await r.runDue(new Date(Date.now() + 60_000))).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'remote down' });
  });

  it('runs a delayed job only once it is due', async () => {
    const id = (await enqueueJob(api.database.db, 'test.later', {}, { delayMs: 30_000 }))!;
    const r = runner({ 'test.later': async () => 'ok' });
    expect(await r.runDue()).toBe(0);
    expect(await r.runDue(new Date(Date.now() + 31_000))).toBe(1);
    expect((await jobRow(id)).status).toBe('done');
  });

  it('keeps one job per unique key', async () => {
    expect(await enqueueJob(api.database.db, 'test.daily', {}, { uniqueKey: 'test.daily:2026-11-24' })).not.toBeNull();
    expect(await enqueueJob(api.database.db, 'test.daily', {}, { uniqueKey: 'test.daily:2026-11-24' })).toBeNull();
  });

  it('gives each job one worker when two runners look at once, and takes over a job whose lease ran out', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => enqueueJob(api.database.db, 'test.count', { i })));
    const runs: number[] = [];
    const handler: JobHandler = async ({ job }) => {
      runs.push(job.id);
    };
    await Promise.all([runner({ 'test.count': handler }).runDue(), runner({ 'test.count': handler }).runDue()]);
    expect(runs.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => Number(x) - Number(y)));

    // A process that died mid-job: its lease ran out, so another takes the job over.
    const stuck = (await enqueueJob(api.database.db, 'test.resume'))!;
    await api.database.db.update(jobs).set({ status: 'running', attempts: 1, leasedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, stuck));
    expect(await runner({ 'test.resume': async () => 'resumed' }).runDue()).toBe(1);
    expect(await jobRow(stuck)).toMatchObject({ status: 'done', attempts: 2, result: 'resumed' });
  });

  it('marks a job of an unknown kind failed at once', async () => {
    const id = (await enqueueJob(api.database.db, 'test.nobody'))!;
    await runner({}).runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', lastError: 'No handler for jobs of kind test.nobody.' });
  });

  it('enqueues each occurrence of a schedule once', async () => {
    const done: string[] = [];
    const r = createJobRunner({
      db: api.database.db,
      integrations: api.integrations,
      handlers: { 'test.nightly': async ({ job }) => void done.push(String(job.payload.day)) },
      schedules: [{ kind: 'test.nightly', occurrence: (now) => `test.nightly:${now.toISOString().slice(0, 10)}`, payload: (now) => ({ day: now.toISOString().slice(0, 10) }) }],
      pollMs: 20,
    });
    r.start();
    await expect.poll(() => done.length).toBe(1);
    await r.stop();
    // Started again the same day (another process, a restart): the day's job exists already.
    r.start();
    await r.stop();
    expect(done).toHaveLength(1);
    const [{ n }] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.kind, 'test.nightly'));
    expect(n).toBe(1);
  });
});
