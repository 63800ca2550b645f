import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { meetingPatchSchema } from '../../domain/meetings/meeting-patch-schema';
import { assertClientAccess, staffOnly } from '../auth/guards';
import { meetings } from '../db/schema/meetings';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { assertFreshVersion } from '../http/if-match';
import { idParam, validBody } from '../http/validate';
import { meetingListFilters } from '../queries/meeting-list-filters';
import { loadPipelineMeetings } from '../queries/meetings';
import { recordChange } from '../sync/record-change';
import { clientScope } from '../sync/scopes';

export const meetingRoutes = new Hono<AppEnv>();

meetingRoutes.get('/api/clients/:id{[0-9]+}/meetings', async (c) => {
  const clientId = idParam(c);
  assertClientAccess(c.get('user'), clientId);
  const conditions = [eq(meetings.clientId, clientId), ...meetingListFilters(c)];
  return c.json(await loadPipelineMeetings(c.get('db'), and(...conditions)));
});

// Pipeline moves and notes. Only fields that change are written; a status
// already in place still answers 200 with the row (replays are harmless).
meetingRoutes.patch('/api/clients/:id{[0-9]+}/meetings/:meetingId{[0-9]+}', staffOnly, async (c) => {
  const clientId = idParam(c);
  const meetingId = idParam(c, 'meetingId');
  const patch = await validBody(c, meetingPatchSchema);
  const db = c.get('db');
  const where = and(eq(meetings.id, meetingId), eq(meetings.clientId, clientId));
  const [current] = await loadPipelineMeetings(db, where);
  if (!current) throw notFound();
  assertFreshVersion(c, current);
  const changes: Partial<typeof meetings.$inferInsert> = {};
  if (patch.status !== undefined && patch.status !== current.status) changes.status = patch.status;
  if (patch.notes !== undefined && patch.notes !== current.notes) changes.notes = patch.notes;
  if (Object.keys(changes).length === 0) return c.json(current);
  // The row was read in this transaction: the answer is it with the change
  // and the version the update returns (no second read).
  const [{ version }] = await db
    .update(meetings)
    .set({ ...changes, updatedAt: sql`now()`, version: sql`${meetings.version} + 1` })
    .where(where)
    .returning({ version: meetings.version });
  await recordChange(db, 'meetings', meetingId, 'put', [clientScope(clientId)]);
  return c.json({ ...current, ...changes, version });
});

meetingRoutes.get('/api/meetings/:id{[0-9]+}/notes', async (c) => {
  const id = idParam(c);
  const [row] = await c
    .get('db')
    .select({ id: meetings.id, clientId: meetings.clientId, notes: meetings.notes, version: meetings.version })
    .from(meetings)
    .where(eq(meetings.id, id));
  if (!row) throw notFound();
  assertClientAccess(c.get('user'), row.clientId);
  return c.json(row);
});
