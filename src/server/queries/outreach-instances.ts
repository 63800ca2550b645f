import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OutreachInstance, OutreachInstanceStatus, OutreachMailbox } from '../../domain/outreach/outreach-instance-types';
import type { Db } from '../db/client';
import { clients, sendingMailboxes } from '../db/schema/clients';
import { outreachInstances } from '../db/schema/sequencer';
import type { OutreachIntegration } from '../integrations/integrations';

/** A client's Outreach mailboxes, each with its status as the integration reports it now. */
export async function loadMailboxes(db: Db, outreach: OutreachIntegration, where: SQL): Promise<OutreachMailbox[]> {
  const rows = await db.select().from(sendingMailboxes).where(where).orderBy(asc(sendingMailboxes.email), asc(sendingMailboxes.id));
  const statuses = await outreach.mailboxStatuses(db, rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, clientId: r.clientId, email: r.email, header: r.header, status: statuses.get(r.id) ?? 'disconnected' }));
}

/** Instances in the API's shape, with their mailboxes and the account's connection. */
export async function loadInstances(db: Db, outreach: OutreachIntegration, where?: SQL): Promise<OutreachInstance[]> {
  const rows = await db
    .select({ instance: outreachInstances, clientName: clients.name })
    .from(outreachInstances)
    .innerJoin(clients, eq(clients.id, outreachInstances.clientId))
    .where(where)
    .orderBy(asc(clients.name), asc(outreachInstances.id));
  if (!rows.length) return [];
  const clientIds = rows.map((r) => r.instance.clientId);
  const mailboxes = await loadMailboxes(db, outreach, inArray(sendingMailboxes.clientId, clientIds));
  const connections = await outreach.accountStatuses(db, clientIds);
  return rows.map(({ instance: i, clientName }) => ({
      id: i.id,
      clientId: i.clientId,
      clientName,
      name: i.name,
      status: i.status as OutreachInstanceStatus,
      connection: connections.get(i.clientId) ?? 'disconnected',
      sequencesSyncRequested: i.sequencesSyncRequested,
      syncRequestedAt: i.syncRequestedAt?.toISOString() ?? null,
      lastSyncedAt: i.lastSyncedAt?.toISOString() ?? null,
      mailboxes: mailboxes.filter((m) => m.clientId === i.clientId),
      version: i.version,
  }));
}

/** The client's instance, made on first need (a client added after the seed has none yet). */
export async function ensureInstance(db: Db, clientId: number) {
  const [existing] = await db.select().from(outreachInstances).where(eq(outreachInstances.clientId, clientId));
  if (existing) return existing;
  const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  await db
    .insert(outreachInstances)
    .values({ clientId, name: `${client?.name ?? `Client ${clientId}`} Outreach` })
    .onConflictDoNothing();
  const [row] = await db.select().from(outreachInstances).where(eq(outreachInstances.clientId, clientId));
  return row;
}
