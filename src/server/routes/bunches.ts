import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bunchMemberSchema, bunchSchema } from '../../domain/teams/team-member-schema';
import { requirePermission, staffOnly } from '../auth/guards';
import { bunches, bunchMembers } from '../db/schema/teams';
import { users } from '../db/schema/users';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { idParam, validBody } from '../http/validate';
import { loadBunch, loadBunches } from '../queries/team-members';

export const bunchRoutes = new Hono<AppEnv>();

// Bunches pair a PSM with a campaign strategist (spec 6); shaping them is
// team management.
const manageTeams = [staffOnly, requirePermission('manage-teams')] as const;

// GET /api/bunch: every bunch with its members (user with role).
bunchRoutes.get('/api/bunch', staffOnly, async (c) => c.json(await loadBunches(c.get('db'))));

// POST /api/bunch {name}: a new, empty bunch (201).
bunchRoutes.post('/api/bunch', ...manageTeams, async (c) => {
  const { name } = await validBody(c, bunchSchema);
  const [row] = await c.get('db').insert(bunches).values({ name }).returning({ id: bunches.id });
  return c.json(await loadBunch(c.get('db'), row.id), 201);
});

// POST /api/bunch/member {bunch, user}: adds the user; answers the bunch
// (201, or 200 when they already were a member).
bunchRoutes.post('/api/bunch/member', ...manageTeams, async (c) => {
  const input = await validBody(c, bunchMemberSchema);
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
  return c.json(await loadBunch(db, bunch.id), already ? 200 : 201);
});

// DELETE /api/bunch/member/{id}: removes that membership; answers the bunch.
bunchRoutes.delete('/api/bunch/member/:id{[0-9]+}', ...manageTeams, async (c) => {
  const id = idParam(c);
  const db = c.get('db');
  const [removed] = await db.delete(bunchMembers).where(eq(bunchMembers.id, id)).returning({ bunchId: bunchMembers.bunchId });
  if (!removed) throw notFound();
  return c.json(await loadBunch(db, removed.bunchId));
});
