import { eq, inArray, sql } from 'drizzle-orm';
import { clients, sendingMailboxes } from '../db/schema/clients';
import { outreachInstances } from '../db/schema/sequencer';
import { enqueueJob } from '../jobs/enqueue-job';
import { toConnectionStatus, type OutreachIntegration } from './integrations';
import { sandboxOutreachContent } from './sandbox-outreach-content';

/** The job that plays the remote's side of a sync (sandbox-outreach-sync.ts). */
export const sandboxSyncJob = 'outreach.sync';
/** "A few seconds later" (spec 4 / DESIGN.md): the sandbox answers a sync after this long. */
export const sandboxSyncDelayMs = 3_000;

/**
 * Sandbox Outreach: no remote calls. Account and mailbox statuses are the
 * ones stored with the (seeded) data, so the disconnected dialogs of the
 * booking form can be reached with demo data. A sync request sets the
 * instance's flag and a job clears it a few seconds later, moving the
 * profile's prospects on as Outreach would.
 */
export const sandboxOutreach: OutreachIntegration = {
  ...sandboxOutreachContent,
  name: 'outreach-sandbox',
  async accountStatus(db, clientId) {
    const [row] = await db.select({ status: clients.outreachStatus }).from(clients).where(eq(clients.id, clientId));
    return row ? toConnectionStatus(row.status) : null;
  },
  async accountStatuses(db, clientIds) {
    if (!clientIds.length) return new Map();
    const rows = await db
      .select({ id: clients.id, status: clients.outreachStatus })
      .from(clients)
      .where(inArray(clients.id, [...clientIds]));
    return new Map(rows.map((r) => [r.id, toConnectionStatus(r.status)]));
  },
  async mailboxStatuses(db, mailboxIds) {
    if (!mailboxIds.length) return new Map();
    const rows = await db
      .select({ id: sendingMailboxes.id, status: sendingMailboxes.status })
      .from(sendingMailboxes)
      .where(inArray(sendingMailboxes.id, [...mailboxIds]));
    return new Map(rows.map((r) => [r.id, toConnectionStatus(r.status)]));
  },
  async requestSequenceSync(db, request) {
    const [row] = await db
      .update(outreachInstances)
      .set({ sequencesSyncRequested: true, syncRequestedAt: sql`now()` })
      .where(eq(outreachInstances.id, request.instanceId))
      // As text: PostgreSQL keeps microseconds that a JS Date would lose.
      .returning({ requestedAt: sql<string>`${outreachInstances.syncRequestedAt}::text` });
    // The request time, as the database wrote it: the job clears the flag
    // only if no later request came meanwhile.
    await enqueueJob(db, sandboxSyncJob, { ...request, requestedAt: row?.requestedAt ?? null }, { delayMs: sandboxSyncDelayMs });
  },
};
