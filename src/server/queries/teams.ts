import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Team } from '../../domain/lookups/lookup-types';
import { maskSlackWebhookUrl } from '../../domain/teams/slack-webhook';
import type { SlackPost, TeamDetail, TeamRow } from '../../domain/teams/team-schema';
import type { Db } from '../db/client';
import { slackPosts } from '../db/schema/admin';
import { callTasks } from '../db/schema/tasks';
import { departments, teamMembers, teams } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { recordChanges } from '../sync/record-change';
import { taskScope } from '../sync/scopes';

type TeamQuery = { ids?: number[]; archived?: boolean };

async function loadTeams(db: Db, query: TeamQuery) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      archived: teams.archived,
      version: teams.version,
      slackWebhookUrl: teams.slackWebhookUrl,
      departmentId: departments.id,
      departmentName: departments.name,
      leadId: users.id,
      leadName: users.name,
    })
    .from(teams)
    .leftJoin(departments, eq(departments.id, teams.departmentId))
    .leftJoin(users, eq(users.id, teams.teamLeadId))
    .where(query.ids ? inArray(teams.id, query.ids) : query.archived ? undefined : eq(teams.archived, false))
    .orderBy(asc(teams.name));
  const members = rows.length ? await db.select().from(teamMembers).where(inArray(teamMembers.teamId, rows.map((r) => r.id))) : [];
  return rows.map((r) => ({
    archived: r.archived,
    version: r.version,
    team: {
      id: r.id,
      name: r.name,
      department: r.departmentId !== null ? { id: r.departmentId, name: r.departmentName ?? '' } : null,
      teamLead: r.leadId !== null ? { id: r.leadId, name: r.leadName ?? '' } : null,
      slackWebhookUrl: r.slackWebhookUrl,
      memberIds: members.filter((m) => m.teamId === r.id).map((m) => m.userId),
    } satisfies Team,
  }));
}

const masked = (team: Team): Team => ({ ...team, slackWebhookUrl: team.slackWebhookUrl === null ? null : maskSlackWebhookUrl(team.slackWebhookUrl) });

/** The teams lookup (mirrored to every staff device): teams that are not archived, webhook addresses masked. */
export async function listTeams(db: Db): Promise<Team[]> {
  return (await loadTeams(db, {})).map((t) => masked(t.team));
}

/** GET /api/teams: the lookup's rows; with `archived`, the archived teams too, each row saying whether it is. */
export async function listTeamRows(db: Db, archived: boolean): Promise<TeamRow[]> {
  return (await loadTeams(db, { archived })).map((t) => (archived ? { ...masked(t.team), archived: t.archived } : masked(t.team)));
}

/** One team with its whole webhook address, archived flag and version. */
export async function loadTeamDetail(db: Db, id: number): Promise<TeamDetail | null> {
  const [t] = await loadTeams(db, { ids: [id] });
  return t ? { ...t.team, archived: t.archived, version: t.version } : null;
}

/**
 * A team lead's device mirrors the tasks of their members (sync scopes):
 * when who is on a team or who leads it changes, these users' tasks go to
 * the head of the feed, so a new lead's device pulls them.
 */
export async function refreshTasksOf(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return;
  const rows = await db.select({ id: callTasks.id, assigneeId: callTasks.assigneeId }).from(callTasks).where(inArray(callTasks.assigneeId, [...userIds]));
  await recordChanges(db, 'tasks', rows.map((t) => ({ id: t.id, scope: taskScope(t.assigneeId), op: 'put' as const })));
}

export const toSlackPost = (row: typeof slackPosts.$inferSelect): SlackPost => ({
  id: row.id,
  teamId: row.teamId,
  kind: row.kind as SlackPost['kind'],
  meetingId: row.meetingId,
  text: row.text,
  transport: row.transport as SlackPost['transport'],
  status: row.status as SlackPost['status'],
  responseStatus: row.responseStatus,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listSlackPosts(db: Db, teamId: number): Promise<SlackPost[]> {
  const rows = await db.select().from(slackPosts).where(eq(slackPosts.teamId, teamId)).orderBy(desc(slackPosts.id)).limit(20);
  return rows.map(toSlackPost);
}
