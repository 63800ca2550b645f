import { eq, inArray } from 'drizzle-orm';
import { clients, sendingMailboxes } from '../db/schema/clients';
import { toConnectionStatus, type OutreachIntegration } from './integrations';
import { sandboxOutreachContent } from './sandbox-outreach-content';

/**
 * Sandbox Outreach: no remote calls. Account and mailbox statuses are the
 * ones stored with the (seeded) data, so the disconnected dialogs of the
 * booking form can be reached with demo data.
 */
export const sandboxOutreach: OutreachIntegration = {
  ...sandboxOutreachContent,
  name: 'outreach-sandbox',
  async accountStatus(db, clientId) {
    const [row] = await db.select({ status: clients.outreachStatus }).from(clients).where(eq(clients.id, clientId));
    return row ? toConnectionStatus(row.status) : null;
  },
  async mailboxStatuses(db, mailboxIds) {
    if (!mailboxIds.length) return new Map();
    const rows = await db
      .select({ id: sendingMailboxes.id, status: sendingMailboxes.status })
      .from(sendingMailboxes)
      .where(inArray(sendingMailboxes.id, [...mailboxIds]));
    return new Map(rows.map((r) => [r.id, toConnectionStatus(r.status)]));
  },
};
