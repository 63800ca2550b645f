import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClientBookingLookups } from '../../domain/meetings/client-booking-lookups';
import type { Db } from '../db/client';
import { sameJson } from '../db/same-json';
import { clientBookingLookups } from '../db/schema/booking-lookups';
import { clientMeetingTypes, clients, schedulingInboxes, sendingMailboxes } from '../db/schema/clients';
import { meetingTypes } from '../db/schema/lookups';
import type { Integrations } from '../integrations/integrations';
import type { JobHandler, JobSchedule } from '../jobs/job-runner';
import { recordChanges } from '../sync/record-change';
import { clientScope } from '../sync/scopes';
import { groupMailboxes } from './booking';
import { idIn } from '../db/pg-array';
import { spreadJson, type RawJson } from '../sync/raw-json';
import { groupBy } from './group-by';
import { isoInstant } from '../db/api-formats';

type LookupsData = Omit<ClientBookingLookups, 'id' | 'checkedAt'>;
/** Where the connection statuses come from (the Gmail and Outreach integrations). */
export type StatusSources = Pick<Integrations, 'gmail' | 'outreach'>;

const byClient = <T extends { clientId: number }>(rows: T[]) => groupBy(rows, (row) => row.clientId);

/** What the booking form looks up for these clients, read now. */
async function readLookups(db: Db, sources: StatusSources, ids: number[]): Promise<Map<number, LookupsData>> {
  const only = (column: AnyPgColumn) => inArray(column, ids);
  // One after another: in a transaction they share one connection (node-postgres queues them anyway, and warns).
  const clientRows = await db
    .select({ id: clients.id, meetingLocation: clients.meetingLocation, meetingDescription: clients.meetingDescription })
    .from(clients)
    .where(only(clients.id));
  const typeRows = await db
    .select({ clientId: clientMeetingTypes.clientId, id: meetingTypes.id, name: meetingTypes.name, durationMinutes: meetingTypes.durationMinutes })
    .from(clientMeetingTypes)
    .innerJoin(meetingTypes, eq(meetingTypes.id, clientMeetingTypes.meetingTypeId))
    .where(only(clientMeetingTypes.clientId))
    .orderBy(asc(meetingTypes.name), asc(meetingTypes.id));
  const inboxRows = await db.select().from(schedulingInboxes).where(only(schedulingInboxes.clientId)).orderBy(asc(schedulingInboxes.id));
  const mailboxRows = await db.select().from(sendingMailboxes).where(only(sendingMailboxes.clientId)).orderBy(asc(sendingMailboxes.id));
  const inboxStatuses = await sources.gmail.inboxStatuses(db, inboxRows.map((i) => i.id));
  const mailboxStatuses = await sources.outreach.mailboxStatuses(db, mailboxRows.map((m) => m.id));
  const types = byClient(typeRows);
  const inboxes = byClient(inboxRows);
  const mailboxes = byClient(mailboxRows);
  const out = new Map<number, LookupsData>();
  for (const c of clientRows) {
    const own = inboxes.get(c.id) ?? [];
    out.set(c.id, {
      meetingTypes: (types.get(c.id) ?? []).map((t) => ({ id: t.id, name: t.name, durationMinutes: t.durationMinutes })),
      meetingLocation: c.meetingLocation,
      meetingDescription: c.meetingDescription,
      inboxes: groupMailboxes(own, inboxStatuses),
      sendingMailboxes: groupMailboxes(mailboxes.get(c.id) ?? [], mailboxStatuses),
      inboxDetails: Object.fromEntries(
        own.map((i) => [String(i.id), { titlePrefix: i.titlePrefix, timezone: i.timezone, clientEmails: i.clientEmails.join(',') }]),
      ),
    });
  }
  return out;
}

/**
 * Reads the booking lookups of these clients (all when absent) and puts on
 * the change feed those that differ from what was last published (issue 16):
 * a status that changed at Gmail or Outreach, a new inbox, a meeting type.
 * Answers how many clients changed.
 */
export async function refreshBookingLookups(db: Db, sources: StatusSources, ids?: number[]): Promise<number> {
  const all = ids ?? (await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id))).map((c) => c.id);
  let changed = 0;
  for (let i = 0; i < all.length; i += refreshBatch) changed += await refreshSome(db, sources, all.slice(i, i + refreshBatch));
  return changed;
}

// The minute job reads every client's lookups: a few hundred at a time, so
// that no step of it holds the event loop long (a request in flight waits
// for it). All at once, mapping and comparing two thousand clients' rows
// blocked it for 40–170 ms (issue 24).
const refreshBatch = 250;

async function refreshSome(db: Db, sources: StatusSources, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const now = await readLookups(db, sources, ids);
  const published = await db
    .select({ clientId: clientBookingLookups.clientId, data: clientBookingLookups.data })
    .from(clientBookingLookups)
    .where(idIn(clientBookingLookups.clientId, ids));
  const before = new Map(published.map((r) => [r.clientId, r.data]));
  const changed = [...now].filter(([id, data]) => !before.has(id) || !sameJson(before.get(id), data));
  for (const [clientId, data] of changed) {
    await db
      .insert(clientBookingLookups)
      .values({ clientId, data, checkedAt: new Date() })
      .onConflictDoUpdate({ target: clientBookingLookups.clientId, set: { data, checkedAt: new Date() } });
  }
  // Staff and the client's own guests see a client's rows (sync/scopes.ts).
  await recordChanges(db, 'bookingLookups', changed.map(([id]) => ({ id, scope: clientScope(id) })));
  return changed.length;
}

/**
 * The feed's rows: the last published lookups of these clients, as JSON
 * text written by the database. A pull sends them on as they come, without
 * parsing and stringifying a kilobyte of each (issue 24: the pull of fifty
 * changes spent most of its time there).
 */
export async function loadBookingLookupsJsonByIds(db: Db, ids: number[]): Promise<Map<string, RawJson>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    select ${clientBookingLookups.clientId} as "id", ${clientBookingLookups.data}::text as "data",
      ${isoInstant(clientBookingLookups.checkedAt)} as "checkedAt"
    from ${clientBookingLookups} where ${idIn(clientBookingLookups.clientId, ids)}`);
  const rows = (result as unknown as { rows: { id: number; data: string; checkedAt: string }[] }).rows;
  return new Map(rows.map((r) => [String(r.id), spreadJson({ id: r.id }, r.data, { checkedAt: r.checkedAt })]));
}

export const bookingLookupsRefreshKind = 'booking-lookups.refresh';

/** Every minute: statuses change at Gmail and Outreach without a write of ours. */
export const bookingLookupsSchedule: JobSchedule = {
  kind: bookingLookupsRefreshKind,
  occurrence: (now) => `${bookingLookupsRefreshKind}:${now.toISOString().slice(0, 16)}`,
};

export const refreshBookingLookupsJob: JobHandler = async ({ db, integrations }) => ({
  changed: await db.transaction((tx) => refreshBookingLookups(tx, integrations)),
});
