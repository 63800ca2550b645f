import { and, eq, isNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { smartleadInstances, smartleadMailboxes } from '../db/schema/performance';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobHandler } from '../jobs/job-runner';
import type { SmartleadIntegration } from './integrations';

export const smartleadSyncJob = 'smartlead.sync';
/** "A few seconds later": the sandbox answers a sync after this long. */
export const smartleadSyncDelayMs = 3_000;

/**
 * Sandbox Smartlead: no remote calls. A sync marks the instance syncing and
 * a job plays the remote's answer a few seconds later: the instance's
 * mailboxes (two for an instance that has none yet, so a new instance shows
 * some), syncing cleared and the time recorded.
 */
export const sandboxSmartlead: SmartleadIntegration = {
  name: 'smartlead-sandbox',
  async requestSync(db, instanceId) {
    const [row] = await db
      .update(smartleadInstances)
      .set({ syncing: true, syncRequestedAt: sql`now()`, version: sql`${smartleadInstances.version} + 1` })
      .where(eq(smartleadInstances.id, instanceId))
      .returning({ requestedAt: smartleadInstances.syncRequestedAt });
    await enqueueJob(db, smartleadSyncJob, { instanceId, requestedAt: row?.requestedAt?.toISOString() ?? null }, { delayMs: smartleadSyncDelayMs });
  },
};

const payloadSchema = v.object({ instanceId: v.number(), requestedAt: v.nullable(v.string()) });

export const completeSmartleadSync: JobHandler = async ({ db, job }) => {
  const { instanceId, requestedAt } = v.parse(payloadSchema, job.payload);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const mailboxes = await tx.select({ id: smartleadMailboxes.id }).from(smartleadMailboxes).where(eq(smartleadMailboxes.instanceId, instanceId));
    if (!mailboxes.length)
      await tx.insert(smartleadMailboxes).values(
        [1, 2].map((n) => ({ instanceId, email: `sender${n}.i${instanceId}@smartlead.sandbox.test`, status: 'connected' })),
      );
    // A later request keeps the instance syncing until its own job answers.
    const done = await tx
      .update(smartleadInstances)
      .set({ syncing: false, lastSyncedAt: sql`now()`, version: sql`${smartleadInstances.version} + 1` })
      .where(
        and(
          eq(smartleadInstances.id, instanceId),
          // Milliseconds: PostgreSQL keeps microseconds, the payload's ISO time does not.
          requestedAt
            ? or(isNull(smartleadInstances.syncRequestedAt), sql`date_trunc('milliseconds', ${smartleadInstances.syncRequestedAt}) <= ${requestedAt}::timestamptz`)
            : undefined,
        ),
      )
      .returning({ id: smartleadInstances.id });
    return { finished: done.length > 0 };
  });
};
