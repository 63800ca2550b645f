import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OutreachInstanceStatus } from '../../domain/outreach/outreach-instance-types';
import { getProfileTeam, getSequencerClientDetails } from '../../domain/sequencer/sequencer-context-endpoints';
import { staffOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { clientTeamMembers, clients } from '../db/schema/clients';
import { sequenceProfiles } from '../db/schema/outreach';
import { outreachInstances, profileLogs, profileNotes } from '../db/schema/sequencer';
import { teamMembers, teams } from '../db/schema/teams';
import { roles, userRoles, users } from '../db/schema/users';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { findProfile } from '../queries/sequence-profiles';

export const sequencerContextRoutes = new Hono<AppEnv>();

/** People with the name of their first role, by name. */
async function people(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, role: sql<string | null>`min(${roles.name})` })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(users.id, ids))
    .groupBy(users.id, users.name)
    .orderBy(asc(users.name));
  return rows;
}

// Spec 7: GET /api/users/teams/{teamId}?client&profile answers team and
// pastTeam. The past team: people who worked on the profile (its log and
// notes; without a profile, those of all the client's profiles) and are on
// neither the team nor the client's team now.
route(sequencerContextRoutes, getProfileTeam, staffOnly, async (c, { params, query }) => {
  const db = c.get('db');
  const [team] = await db
    .select({ id: teams.id, name: teams.name, leadId: teams.teamLeadId, leadName: users.name })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.teamLeadId))
    .where(eq(teams.id, params.teamId));
  if (!team) throw notFound();
  const memberIds = (await db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.id))).map((r) => r.id);

  let clientId = query.client;
  let profileIds: number[] = [];
  if (query.profile !== undefined) {
    const profile = await findProfile(db, query.profile);
    if (!profile) throw new HttpError(422, 'There is no such profile.', { fields: { profile: 'There is no such profile.' } });
    clientId ??= profile.clientId;
    profileIds = [profile.id];
  } else if (clientId !== undefined) {
    profileIds = (await db.select({ id: sequenceProfiles.id }).from(sequenceProfiles).where(eq(sequenceProfiles.clientId, clientId))).map((r) => r.id);
  }
  const current = new Set(memberIds);
  if (clientId !== undefined) {
    for (const r of await db.select({ id: clientTeamMembers.userId }).from(clientTeamMembers).where(eq(clientTeamMembers.clientId, clientId))) current.add(r.id);
  }
  const worked = new Set<number>();
  if (profileIds.length) {
    const byLog = await db.selectDistinct({ id: profileLogs.userId }).from(profileLogs).where(and(inArray(profileLogs.profileId, profileIds), isNotNull(profileLogs.userId)));
    const byNote = await db.selectDistinct({ id: profileNotes.userId }).from(profileNotes).where(and(inArray(profileNotes.profileId, profileIds), isNotNull(profileNotes.userId)));
    for (const r of [...byLog, ...byNote]) if (r.id !== null && !current.has(r.id)) worked.add(r.id);
  }
  return {
    team: {
      id: team.id,
      name: team.name,
      teamLead: team.leadId !== null ? { id: team.leadId, name: team.leadName ?? '' } : null,
      members: await people(db, memberIds),
    },
    pastTeam: await people(db, [...worked]),
  };
});

// Spec 7: GET {client}/details, the profile page's header.
route(sequencerContextRoutes, getSequencerClientDetails, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  const [row] = await db
    .select({ client: clients, teamName: teams.name, instance: outreachInstances })
    .from(clients)
    .leftJoin(teams, eq(teams.id, clients.teamId))
    .leftJoin(outreachInstances, eq(outreachInstances.clientId, clients.id))
    .where(eq(clients.id, params.id));
  if (!row) throw notFound();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(sequenceProfiles).where(eq(sequenceProfiles.clientId, params.id));
  const c1 = row.client;
  return {
    id: c1.id,
    name: c1.name,
    status: c1.status,
    team: c1.teamId !== null ? { id: c1.teamId, name: row.teamName ?? '' } : null,
    details: c1.details,
    outreachPairsCount: c1.outreachPairsCount,
    outreachStatus: (await c.get('deps').integrations.outreach.accountStatus(db, c1.id)) ?? 'disconnected',
    outreachInstance: row.instance
      ? { id: row.instance.id, status: row.instance.status as OutreachInstanceStatus, sequencesSyncRequested: row.instance.sequencesSyncRequested }
      : null,
    profilesCount: n,
  };
});

