import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ContentChannel } from '../../domain/content/cadence';
import type { ContentSequence } from '../../domain/content/content-types';
import { defaultSampleProspect, type SampleProspect } from '../../domain/content/merge-fields';
import type { Db } from '../db/client';
import { clients, clientTeamMembers } from '../db/schema/clients';
import { contentActivity, contentCadences, contentSequences, contentSteps, contentTemplates } from '../db/schema/content';
import { meetings } from '../db/schema/meetings';
import { outreachSequences } from '../db/schema/outreach';
import { settings } from '../db/schema/settings';
import { users } from '../db/schema/users';
import { notFound } from '../http/errors';
import type { SessionUser } from '../http/env';

const activityShown = 30;

type Person = { id: number; name: string } | null;
const person = (id: number | null, name: string | null | undefined): Person => (id !== null && name ? { id, name } : null);

/** Spec 3's content sequence as GET /api/content/sequences/{id} answers it, for this viewer. */
export async function loadSequence(db: Db, id: number, viewer: SessionUser): Promise<ContentSequence> {
  const [row] = await db
    .select({ seq: contentSequences, client: clients, outreachName: outreachSequences.name, cadenceName: contentCadences.name })
    .from(contentSequences)
    .innerJoin(clients, eq(clients.id, contentSequences.clientId))
    .leftJoin(outreachSequences, eq(outreachSequences.id, contentSequences.outreachSequenceId))
    .leftJoin(contentCadences, eq(contentCadences.id, contentSequences.cadenceId))
    .where(eq(contentSequences.id, id));
  if (!row) throw notFound();
  const { seq, client } = row;
  const [steps, counts, activity, members, guests, sample, names] = await Promise.all([
    db.select().from(contentSteps).where(eq(contentSteps.sequenceId, id)).orderBy(asc(contentSteps.step)),
    db
      .select({ total: sql<number>`count(*)::int`, approved: sql<number>`count(*) filter (where ${contentTemplates.approved})::int` })
      .from(contentTemplates)
      .where(eq(contentTemplates.sequenceId, id)),
    db
      .select({ action: contentActivity.action, at: contentActivity.at, detail: contentActivity.detail, userId: contentActivity.userId, name: users.name })
      .from(contentActivity)
      .leftJoin(users, eq(users.id, contentActivity.userId))
      .where(eq(contentActivity.sequenceId, id))
      .orderBy(desc(contentActivity.at), desc(contentActivity.id))
      .limit(activityShown),
    db.select({ userId: clientTeamMembers.userId }).from(clientTeamMembers).where(eq(clientTeamMembers.clientId, client.id)),
    viewer.isGuest
      ? Promise.resolve([])
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(and(eq(users.isGuest, true), eq(users.clientId, client.id), eq(users.active, true)))
          .orderBy(asc(users.name)),
    sampleProspect(db, client.id),
    personNames(db, [seq.sapperOwnerId, seq.pendingBy]),
  ]);
  const lastOf = async (action: string) => {
    const found = activity.find((a) => a.action === action);
    if (found) return { at: found.at.toISOString(), by: person(found.userId, found.name) };
    // Older than the activity shown: read it.
    const [older] = await db
      .select({ at: contentActivity.at, userId: contentActivity.userId, name: users.name })
      .from(contentActivity)
      .leftJoin(users, eq(users.id, contentActivity.userId))
      .where(and(eq(contentActivity.sequenceId, id), eq(contentActivity.action, action)))
      .orderBy(desc(contentActivity.at))
      .limit(1);
    return older ? { at: older.at.toISOString(), by: person(older.userId, older.name) } : null;
  };
  return {
    id: seq.id,
    title: seq.title,
    status: seq.status,
    shareStatus: seq.shareStatus === 'shared' ? 'shared' : 'private',
    archived: seq.archived,
    version: seq.version,
    clonedFrom: seq.clonedFrom,
    client: {
      id: client.id,
      name: client.name,
      assignedTeams: client.teamId !== null ? [client.teamId] : [],
      assignedUsers: members.map((m) => m.userId),
    },
    sapperOwner: person(seq.sapperOwnerId, names.get(seq.sapperOwnerId ?? -1)),
    outreachSequence: seq.outreachSequenceId !== null && row.outreachName !== null ? { id: seq.outreachSequenceId, name: row.outreachName } : null,
    cadence: seq.cadenceId !== null && row.cadenceName !== null ? { id: seq.cadenceId, name: row.cadenceName } : null,
    steps: steps.map((s) => ({ step: s.step, dayOffset: s.dayOffset, channel: s.channel as ContentChannel })),
    templatesCount: counts[0]?.total ?? 0,
    approvedCount: counts[0]?.approved ?? 0,
    pending:
      seq.pendingAction === 'sync' || seq.pendingAction === 'upload'
        ? { action: seq.pendingAction, since: (seq.pendingSince ?? seq.updatedAt).toISOString(), by: person(seq.pendingBy, names.get(seq.pendingBy ?? -1)) }
        : null,
    lastSync: await lastOf('synced'),
    lastUpload: await lastOf('uploaded'),
    outreachState: seq.outreachState ?? null,
    activity: activity.map((a) => ({ action: a.action, at: a.at.toISOString(), by: person(a.userId, a.name), detail: a.detail })),
    clientGuests: guests,
    sampleProspect: { ...sample, sender_company: (await agencyName(db)) ?? defaultSampleProspect.sender_company },
    createdAt: seq.createdAt.toISOString(),
    updatedAt: seq.updatedAt.toISOString(),
  };
}

async function personNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((x): x is number => x !== null);
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function agencyName(db: Db): Promise<string | null> {
  const [row] = await db.select({ name: settings.agencyName }).from(settings).limit(1);
  return row?.name ?? null;
}

/** A prospect the client has met (its latest meeting), for the preview; a stand-in otherwise. */
async function sampleProspect(db: Db, clientId: number): Promise<SampleProspect> {
  const [m] = await db
    .select({
      name: meetings.prospectName,
      title: meetings.prospectTitle,
      company: meetings.prospectCompany,
      industry: meetings.prospectIndustry,
      state: meetings.prospectState,
      sdr: users.name,
    })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.sdrId))
    .where(and(eq(meetings.clientId, clientId), isNotNull(meetings.prospectCompany)))
    .orderBy(desc(meetings.id))
    .limit(1);
  if (!m) return { ...defaultSampleProspect };
  const [first, ...rest] = m.name.trim().split(/\s+/);
  return {
    first_name: first || defaultSampleProspect.first_name,
    last_name: rest.join(' ') || defaultSampleProspect.last_name,
    company: m.company ?? defaultSampleProspect.company,
    title: m.title ?? defaultSampleProspect.title,
    industry: m.industry ?? defaultSampleProspect.industry,
    state: m.state ?? defaultSampleProspect.state,
    sender_name: m.sdr ?? defaultSampleProspect.sender_name,
    sender_company: defaultSampleProspect.sender_company,
  };
}
