import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { slackTestMessage } from '../../domain/teams/slack-messages';
import { archiveTeam, createTeam, getTeam, listDepartments, listTeamSlackPosts, listTeams, testTeamWebhook, updateTeam } from '../../domain/teams/team-endpoints';
import type { TeamDetail } from '../../domain/teams/team-schema';
import { canManageTeams, teamAccess, teamChangeRefusal, type TeamChange } from '../../domain/users/admin-guards';
import { assertAllowed, staffOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { departments, teamMembers, teams } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { queueSlackPost } from '../integrations/slack-posts';
import { recordAudit } from '../queries/audit';
import { listDepartments as loadDepartments } from '../queries/lookups';
import { listSlackPosts, listTeamRows, loadTeamDetail, refreshTasksOf, toSlackPost } from '../queries/teams';
import { recordChange } from '../sync/record-change';
import { lookupScope } from '../sync/scopes';

export const teamRoutes = new Hono<AppEnv>();

route(teamRoutes, listTeams, staffOnly, (c, { query }) => listTeamRows(c.get('db'), query.archived ?? false));
route(teamRoutes, listDepartments, staffOnly, (c) => loadDepartments(c.get('db')));

async function teamOf(db: Db, id: number): Promise<TeamDetail> {
  const team = await loadTeamDetail(db, id);
  if (!team) throw notFound();
  return team;
}

const guardOf = (t: TeamDetail) => ({ teamLeadId: t.teamLead?.id ?? null, archived: t.archived });

/** The team, for someone who may edit it (a manager or its lead); 404 before 403 would tell nothing new to staff. */
async function editableTeam(c: Context<AppEnv>, id: number) {
  const team = await teamOf(c.get('db'), id);
  if (!teamAccess(c.get('user'), guardOf(team))) throw forbidden("Only team managers and the team's lead see this.");
  return team;
}

route(teamRoutes, getTeam, staffOnly, (c, { params }) => editableTeam(c, params.id));

/** The department and lead a team body names exist (the lead: an active staff user). */
async function assertReferences(db: Db, change: TeamChange) {
  if (change.department !== undefined && change.department !== null) {
    const [d] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, change.department));
    if (!d) throw new HttpError(422, 'Choose a department from the list.', { fields: { department: 'Choose a department from the list.' } });
  }
  if (change.teamLead !== undefined && change.teamLead !== null) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, change.teamLead), eq(users.active, true), eq(users.isGuest, false)));
    if (!u) throw new HttpError(422, 'Choose an active staff member as lead.', { fields: { teamLead: 'Choose an active staff member as lead.' } });
  }
}

const snapshot = (t: TeamDetail) => ({
  name: t.name,
  department: t.department?.name ?? null,
  teamLead: t.teamLead?.name ?? null,
  slackWebhookUrl: t.slackWebhookUrl,
  archived: t.archived,
});

/** The lead is on their team. Answers whether they were added. */
async function addLeadToTeam(db: Db, teamId: number, leadId: number | null) {
  if (leadId === null) return false;
  const added = await db.insert(teamMembers).values({ teamId, userId: leadId }).onConflictDoNothing().returning();
  return added.length > 0;
}

async function recordTeamsChange(db: Db, usersToo: boolean) {
  await recordChange(db, 'lookups', 'teams', 'put', [lookupScope('teams')]);
  if (usersToo) await recordChange(db, 'lookups', 'users', 'put', [lookupScope('users')]);
}

route(teamRoutes, createTeam, staffOnly, async (c, { body }) => {
  const db = c.get('db');
  const actor = c.get('user');
  assertAllowed(teamChangeRefusal({ actor, team: null, change: body }));
  await assertReferences(db, body);
  const [row] = await db
    .insert(teams)
    .values({ name: body.name, departmentId: body.department, teamLeadId: body.teamLead, slackWebhookUrl: body.slackWebhookUrl })
    .returning({ id: teams.id });
  const leadAdded = await addLeadToTeam(db, row.id, body.teamLead);
  const team = await teamOf(db, row.id);
  await recordAudit(db, { actorId: actor.id, action: 'team.create', entity: 'team', entityId: row.id, summary: `Added ${team.name}`, before: null, after: snapshot(team) });
  await recordTeamsChange(db, leadAdded);
  return team;
});

route(teamRoutes, updateTeam, staffOnly, async (c, { params, body }) => {
  const db = c.get('db');
  const actor = c.get('user');
  const before = await teamOf(db, params.id);
  assertAllowed(teamChangeRefusal({ actor, team: guardOf(before), change: body }));
  await assertReferences(db, body);
  await versionedUpdate(db, {
    table: teams,
    id: before.id,
    changes: {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.department !== undefined ? { departmentId: body.department } : {}),
      ...(body.teamLead !== undefined ? { teamLeadId: body.teamLead } : {}),
      ...(body.slackWebhookUrl !== undefined ? { slackWebhookUrl: body.slackWebhookUrl } : {}),
      ...(body.archived === false ? { archived: false } : {}),
    },
    expected: ifMatchVersion(c),
    current: () => loadTeamDetail(db, before.id),
  });
  const leadChanged = body.teamLead !== undefined && body.teamLead !== (before.teamLead?.id ?? null);
  const leadAdded = leadChanged && (await addLeadToTeam(db, before.id, body.teamLead ?? null));
  const after = await teamOf(db, before.id);
  // A new lead (or a team back from the archive) brings its members' tasks to the lead's device.
  if (leadChanged || (before.archived && !after.archived)) await refreshTasksOf(db, after.memberIds);
  const restored = before.archived && !after.archived;
  await recordAudit(db, {
    actorId: actor.id,
    action: restored ? 'team.restore' : 'team.update',
    entity: 'team',
    entityId: before.id,
    summary: `${restored ? 'Restored' : 'Changed'} ${after.name}`,
    before: snapshot(before),
    after: snapshot(after),
  });
  await recordTeamsChange(db, leadAdded);
  return after;
});

// Spec 4: teams are archived by a delete call; a second call answers the archived team again.
route(teamRoutes, archiveTeam, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  const actor = c.get('user');
  const before = await teamOf(db, params.id);
  if (!canManageTeams(actor)) throw forbidden('Only team managers archive teams.');
  if (before.archived) return before;
  await versionedUpdate(db, {
    table: teams,
    id: before.id,
    changes: { archived: true },
    expected: ifMatchVersion(c),
    current: () => loadTeamDetail(db, before.id),
  });
  const after = await teamOf(db, before.id);
  await recordAudit(db, { actorId: actor.id, action: 'team.archive', entity: 'team', entityId: before.id, summary: `Archived ${after.name}`, before: snapshot(before), after: snapshot(after) });
  await recordTeamsChange(db, false);
  return after;
});

route(teamRoutes, testTeamWebhook, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  const actor = c.get('user');
  const team = await editableTeam(c, params.id);
  if (team.archived) throw new HttpError(409, 'This team is archived: restore it before testing its webhook.');
  if (!team.slackWebhookUrl) {
    throw new HttpError(422, 'Add a Slack webhook URL to the team first.', { fields: { slackWebhookUrl: 'Add a Slack webhook URL first.' } });
  }
  const post = await queueSlackPost(db, {
    teamId: team.id,
    kind: 'test',
    webhookUrl: team.slackWebhookUrl,
    text: slackTestMessage(team.name, actor.name),
    requestedById: actor.id,
  });
  await recordAudit(
    db,
    { actorId: actor.id, action: 'team.slack-test', entity: 'team', entityId: team.id, summary: `Sent a test message to ${team.name}'s Slack`, before: null, after: { postId: post.id } },
    { always: true },
  );
  return toSlackPost(post);
});

route(teamRoutes, listTeamSlackPosts, staffOnly, async (c, { params }) => {
  const team = await editableTeam(c, params.id);
  return listSlackPosts(c.get('db'), team.id);
});
