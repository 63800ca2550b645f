import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import type { Integrations } from '../integrations/integrations';
import { enqueueJob } from './enqueue-job';

export type Job = typeof jobs.$inferSelect;

export type JobContext = {
  /** The root database: a job opens its own transactions where it needs them. */
  db: Db;
  integrations: Integrations;
  job: Job;
  /** Long jobs call this as they go: it keeps the lease, so no other process takes the job over. */
  heartbeat: () => Promise<void>;
  log: (line: string) => void;
};

/** Runs one job; what it answers is stored as the job's result. A throw retries it later. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

/**
 * Recurring work: each occurrence is enqueued once, under a key naming it
 * (one run even with several server processes).
 */
export type JobSchedule = {
  kind: string;
  /** The key of the occurrence due at `now`, e.g. `daily-export:2026-11-24`; null: nothing due. */
  occurrence: (now: Date) => string | null;
  payload?: (now: Date) => Record<string, unknown>;
};

export type JobRunnerOptions = {
  db: Db;
  integrations: Integrations;
  handlers: Readonly<Record<string, JobHandler>>;
  schedules?: readonly JobSchedule[];
  /** How often to look for due work (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is leased before another process may take it (default 2 minutes). */
  leaseMs?: number;
  log?: (line: string) => void;
};

/** Exponential backoff between tries: 5 s, 10 s, 20 s … up to an hour. */
export const jobRetryDelayMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * The one job runner (decision 0022): leases due jobs with
 * `FOR UPDATE SKIP LOCKED`, so across several server processes each job has
 * one worker; retries with backoff; takes over jobs whose lease ran out (a
 * process died mid-job); enqueues each schedule's occurrences.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, handlers } = options;
  const log = options.log ?? (() => {});
  const leaseMs = options.leaseMs ?? 120_000;
  let timer: ReturnType<typeof setInterval> | undefined;
  let ticking: Promise<void> | null = null;
  let stopped = false;

  /** Leases the next job due by `at` (default: the database's now). */
  async function claim(at?: Date): Promise<Job | null> {
    const due = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1,
        leased_until = now() + make_interval(secs => ${leaseMs / 1000})
      where ${jobs.id} = (
        select id from ${jobs}
        where (${jobs.status} = 'queued' or (${jobs.status} = 'running' and ${jobs.leasedUntil} < now()))
          and ${jobs.runAt} <= ${due}
        order by ${jobs.runAt}, ${jobs.id}
        for update skip locked
        limit 1)
      returning id`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!row) return null;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, row.id));
    return job ?? null;
  }

  async function run(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    const heartbeat = async () => {
      await db
        .update(jobs)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(eq(jobs.id, job.id));
    };
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
      const result = await handler({ db, integrations: options.integrations, job, heartbeat, log });
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, leasedUntil: null, lastError: null, result: (result ?? null) as never })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = !handler || job.attempts >= job.maxAttempts;
      log(`Job ${job.id} (${job.kind}) failed on try ${job.attempts}: ${message}${final ? '; giving up' : ''}`);
      await db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', finishedAt: sql`now()`, leasedUntil: null, lastError: message }
            : { status: 'queued', leasedUntil: null, lastError: message, runAt: sql`now() + make_interval(secs => ${jobRetryDelayMs(job.attempts) / 1000})` },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  async function enqueueSchedules(now: Date) {
    for (const schedule of options.schedules ?? []) {
      const key = schedule.occurrence(now);
      if (key) await enqueueJob(db, schedule.kind, schedule.payload?.(now) ?? {}, { uniqueKey: key });
    }
  }

  /**
   * Runs every job due by `at` (default now) until none is left, one after
   * another; answers how many ran. Tests call it to run what a request queued.
   */
  async function runDue(at?: Date): Promise<number> {
    let ran = 0;
    for (let job = await claim(at); job && !stopped; job = await claim(at)) {
      await run(job);
      ran++;
    }
    return ran;
  }

  function tick(): Promise<void> {
    ticking ??= (async () => {
      try {
        await enqueueSchedules(new Date());
        await runDue();
      } catch (error) {
        log(`The job runner could not look for work: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  }

  return {
    runDue,
    /** Looks for due work now and every `pollMs`. */
    start() {
      stopped = false;
      void tick();
      timer = setInterval(() => void tick(), options.pollMs ?? 1_000);
      timer.unref?.();
    },
    /** Stops looking; a job under way finishes first. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
