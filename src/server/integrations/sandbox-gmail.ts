import { inArray } from 'drizzle-orm';
import { schedulingInboxes } from '../db/schema/clients';
import { toConnectionStatus, type GmailIntegration } from './integrations';

/**
 * Sandbox Gmail: no remote calls. A scheduling inbox's connection is the
 * status stored with the (seeded) data.
 */
export const sandboxGmail: GmailIntegration = {
  name: 'gmail-sandbox',
  async inboxStatuses(db, inboxIds) {
    if (!inboxIds.length) return new Map();
    const rows = await db
      .select({ id: schedulingInboxes.id, status: schedulingInboxes.status })
      .from(schedulingInboxes)
      .where(inArray(schedulingInboxes.id, [...inboxIds]));
    return new Map(rows.map((r) => [r.id, toConnectionStatus(r.status)]));
  },
};
