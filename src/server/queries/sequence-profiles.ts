import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConnectionStatus } from '../../domain/meetings/booking-lookups';
import type { OutreachInstanceStatus } from '../../domain/outreach/outreach-instance-types';
import { fullCriteria, type ProfileCriteria } from '../../domain/sequencer/profile-criteria';
import { profileProspectRange } from '../../domain/sequencer/profile-size';
import type { ProfileStatus } from '../../domain/sequencer/profile-statuses';
import type { OutreachPair, ProfileListItem, ProfilePlatform, SequenceProfile } from '../../domain/sequencer/profile-types';
import type { Db } from '../db/client';
import { clients, sendingMailboxes } from '../db/schema/clients';
import { outreachSequences, sequenceProfiles } from '../db/schema/outreach';
import { outreachInstances, profilePairs, profileProspects } from '../db/schema/sequencer';
import { teams } from '../db/schema/teams';
import type { OutreachIntegration } from '../integrations/integrations';

export type ProfileRow = typeof sequenceProfiles.$inferSelect;

export async function findProfile(db: Db, id: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(sequenceProfiles).where(eq(sequenceProfiles.id, id));
  return row ?? null;
}

export const criteriaOf = (row: Pick<ProfileRow, 'criteria'>): ProfileCriteria => fullCriteria(row.criteria);

type Counts = { pending: number; active: number; failed: number };

/** Pending, active and failed prospects per profile (spec 3's counts). */
async function prospectCounts(db: Db, profileIds: number[]): Promise<Map<number, Counts>> {
  const out = new Map<number, Counts>();
  if (!profileIds.length) return out;
  const rows = await db
    .select({ profileId: profileProspects.profileId, status: profileProspects.status, n: sql<number>`count(*)::int` })
    .from(profileProspects)
    .where(inArray(profileProspects.profileId, profileIds))
    .groupBy(profileProspects.profileId, profileProspects.status);
  for (const r of rows) {
    const counts = out.get(r.profileId) ?? { pending: 0, active: 0, failed: 0 };
    if (r.status === 'pending' || r.status === 'active' || r.status === 'failed') counts[r.status] += r.n;
    out.set(r.profileId, counts);
  }
  return out;
}

/** The outreach pairs of a profile, each mailbox with its status as the integration reports it now. */
export async function loadPairs(db: Db, outreach: OutreachIntegration, profileId: number): Promise<OutreachPair[]> {
  const rows = await db
    .select({ pair: profilePairs, sequence: outreachSequences, mailbox: sendingMailboxes })
    .from(profilePairs)
    .innerJoin(outreachSequences, eq(outreachSequences.id, profilePairs.outreachSequenceId))
    .innerJoin(sendingMailboxes, eq(sendingMailboxes.id, profilePairs.mailboxId))
    .where(eq(profilePairs.profileId, profileId))
    .orderBy(asc(profilePairs.id));
  const statuses = await outreach.mailboxStatuses(db, [...new Set(rows.map((r) => r.mailbox.id))]);
  return rows.map(({ pair, sequence, mailbox }) => ({
    id: pair.id,
    outreachSequence: { id: sequence.id, name: sequence.name, enabled: sequence.enabled },
    mailbox: {
      id: mailbox.id,
      clientId: mailbox.clientId,
      email: mailbox.email,
      header: mailbox.header,
      status: statuses.get(mailbox.id) ?? ('disconnected' as ConnectionStatus),
    },
  }));
}

/** One profile as GET /api/sequence-profiles/{id} answers it; null when there is none. */
export async function loadProfile(db: Db, outreach: OutreachIntegration, id: number): Promise<SequenceProfile | null> {
  const [row] = await db
    .select({ profile: sequenceProfiles, clientName: clients.name, teamId: teams.id, teamName: teams.name, instance: outreachInstances })
    .from(sequenceProfiles)
    .innerJoin(clients, eq(clients.id, sequenceProfiles.clientId))
    .leftJoin(teams, eq(teams.id, clients.teamId))
    .leftJoin(outreachInstances, eq(outreachInstances.clientId, sequenceProfiles.clientId))
    .where(eq(sequenceProfiles.id, id));
  if (!row) return null;
  const p = row.profile;
  const pairs = await loadPairs(db, outreach, p.id);
  const counts = (await prospectCounts(db, [p.id])).get(p.id) ?? { pending: 0, active: 0, failed: 0 };
  const range = profileProspectRange(pairs.length);
  return {
    id: p.id,
    client: { id: p.clientId, name: row.clientName, team: row.teamId !== null ? { id: row.teamId, name: row.teamName ?? '' } : null },
    name: p.name,
    status: p.status as ProfileStatus,
    cloned: p.cloned,
    ...criteriaOf(p),
    outreachDetails: pairs,
    pendingCount: counts.pending,
    activeCount: counts.active,
    failedCount: counts.failed,
    minProspectsCount: range.min,
    maxProspectsCount: range.max,
    sfdcProjectId: p.sfdcProjectId,
    swimlanesEnabled: p.swimlanesEnabled,
    platform: p.platform as ProfilePlatform,
    monthlyProspects: p.monthlyProspects,
    dayToAdd: p.dayToAdd,
    outreachInstance: row.instance
      ? { id: row.instance.id, status: row.instance.status as OutreachInstanceStatus, sequencesSyncRequested: row.instance.sequencesSyncRequested }
      : null,
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A client's profiles for the list (spec 7: ?client&status=all), by name. */
export async function listProfileItems(db: Db, clientId: number, status: ProfileStatus | 'all'): Promise<ProfileListItem[]> {
  const conditions: SQL[] = [eq(sequenceProfiles.clientId, clientId)];
  if (status !== 'all') conditions.push(eq(sequenceProfiles.status, status));
  const rows = await db
    .select({
      profile: sequenceProfiles,
      clientName: clients.name,
      pairs: sql<number>`(select count(*)::int from ${profilePairs} where ${profilePairs.profileId} = ${sequenceProfiles.id})`,
    })
    .from(sequenceProfiles)
    .innerJoin(clients, eq(clients.id, sequenceProfiles.clientId))
    .where(and(...conditions))
    .orderBy(asc(sequenceProfiles.name), asc(sequenceProfiles.id));
  const counts = await prospectCounts(db, rows.map((r) => r.profile.id));
  return rows.map(({ profile: p, clientName, pairs }) => {
    const c = counts.get(p.id) ?? { pending: 0, active: 0, failed: 0 };
    return {
      id: p.id,
      client: { id: p.clientId, name: clientName },
      name: p.name,
      status: p.status as ProfileStatus,
      cloned: p.cloned,
      outreachPairs: pairs,
      pendingCount: c.pending,
      activeCount: c.active,
      failedCount: c.failed,
      updatedAt: p.updatedAt.toISOString(),
    };
  });
}
