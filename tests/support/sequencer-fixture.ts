import { and, asc, eq } from 'drizzle-orm';
import { clients, sendingMailboxes } from '../../src/server/db/schema/clients';
import { employeeRanges, managementLevels, revenueRanges, states } from '../../src/server/db/schema/lookups';
import { outreachSequences, sequenceProfiles } from '../../src/server/db/schema/outreach';
import type { TestApi } from './api-client';

/** The demo client (Acme Corp), its Outreach sequences and mailboxes, and the lookups in list order. */
export async function sequencerFixture(api: TestApi) {
  const db = api.database.db;
  const [acme] = await db.select().from(clients).where(eq(clients.name, 'Acme Corp'));
  const [other] = await db.select().from(clients).where(and(eq(clients.status, 'active'))).orderBy(asc(clients.id)).offset(1).limit(1);
  const sequences = await db.select().from(outreachSequences).where(eq(outreachSequences.clientId, acme.id)).orderBy(asc(outreachSequences.id));
  const mailboxes = await db.select().from(sendingMailboxes).where(eq(sendingMailboxes.clientId, acme.id)).orderBy(asc(sendingMailboxes.id));
  const ids = async (t: typeof revenueRanges | typeof employeeRanges | typeof managementLevels) =>
    (await db.select({ id: t.id }).from(t).orderBy(asc(t.position))).map((r) => r.id);
  const profiles = await db.select().from(sequenceProfiles).where(eq(sequenceProfiles.clientId, acme.id)).orderBy(asc(sequenceProfiles.id));
  return {
    acme,
    other,
    sequences,
    mailboxes,
    connected: mailboxes.find((m) => m.status === 'connected')!,
    profiles,
    revenue: await ids(revenueRanges),
    employees: await ids(employeeRanges),
    levels: await ids(managementLevels),
    states: (await db.select({ a: states.abbreviation }).from(states)).map((s) => s.a),
  };
}

export type SequencerFixture = Awaited<ReturnType<typeof sequencerFixture>>;
