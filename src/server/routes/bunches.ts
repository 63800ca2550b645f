import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { addBunchMember, createBunch, listBunches, removeBunchMember } from '../../domain/teams/bunch-endpoints';
import { requirePermission, staffOnly } from '../auth/guards';
import { bunches, bunchMembers } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { recordAudit } from '../queries/audit';
import { loadBunch, loadBunches } from '../queries/team-members';

export const bunchRoutes = new Hono<AppEnv>();

// Bunches pair a PSM with a campaign strategist (spec 6); shaping them is
// team management.
const manageTeams = [staffOnly, requirePermission('manage-teams')] as const;

// GET /api/bunch: every bunch with its members (user with role).
route(bunchRoutes, listBunches, staffOnly, (c) => loadBunches(c.get('db')));

// POST /api/bunch {name}: a new, empty bunch (201).
route(bunchRoutes, createBunch, ...manageTeams, async (c, { body }) => {
  const db = c.get('db');
  const [row] = await db.insert(bunches).values({ name: body.name }).returning({ id: bunches.id });
  await audit(c, 'bunch.create', row.id, `Added ${body.name}`, null, { name: body.name });
  return (await loadBunch(db, row.id))!;
});

// POST /api/bunch/member {bunch, user}: adds the user; answers the bunch
// (201, or 200 when they already were a member).
route(bunchRoutes, addBunchMember, ...manageTeams, async (c, { body: input }) => {
  const db = c.get('db');
  const [bunch] = await db.select({ id: bunches.id }).from(bunches).where(eq(bunches.id, input.bunch));
  if (!bunch) throw new HttpError(422, 'Choose an existing bunch.', { fields: { bunch: 'Choose an existing bunch.' } });
  const [user] = await db.select().from(users).where(eq(users.id, input.user));
  if (!user || user.isGuest) throw new HttpError(422, 'Choose a staff member.', { fields: { user: 'Choose a staff member.' } });
  const [already] = await db
    .select({ id: bunchMembers.id })
    .from(bunchMembers)
    .where(and(eq(bunchMembers.bunchId, bunch.id), eq(bunchMembers.userId, user.id)));
  if (!already) await db.insert(bunchMembers).values({ bunchId: bunch.id, userId: user.id });
  const answer = (await loadBunch(db, bunch.id))!;
  if (!already) await audit(c, 'bunch.member-add', bunch.id, `Added ${user.name} to ${answer.name}`, null, { member: user.name });
  return already ? c.json(answer, 200) : answer;
});

// DELETE /api/bunch/member/{id}: removes that membership; answers the bunch.
route(bunchRoutes, removeBunchMember, ...manageTeams, async (c, { params }) => {
  const db = c.get('db');
  const [removed] = await db.delete(bunchMembers).where(eq(bunchMembers.id, params.id)).returning({ bunchId: bunchMembers.bunchId, userId: bunchMembers.userId });
  if (!removed) throw notFound();
  const answer = (await loadBunch(db, removed.bunchId))!;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, removed.userId));
  await audit(c, 'bunch.member-remove', removed.bunchId, `Removed ${user?.name ?? 'a member'} from ${answer.name}`, { member: user?.name ?? null }, null);
  return answer;
});

// Issue 22: every change of the administration area is in the audit log.
function audit(c: Context<AppEnv>, action: string, bunchId: number, summary: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return recordAudit(c.get('db'), { actorId: c.get('user').id, action, entity: 'bunch', entityId: bunchId, summary, before, after });
}
