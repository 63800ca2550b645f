import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getMeetingNotes, listClientMeetings, patchClientMeeting } from '../../domain/meetings/meeting-endpoints';
import { assertClientAccess, staffOnly } from '../auth/guards';
import { meetings } from '../db/schema/meetings';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { meetingListFilters } from '../queries/meeting-list-filters';
import { loadPipelineMeetings } from '../queries/meetings';
import { clientScope } from '../sync/scopes';

export const meetingRoutes = new Hono<AppEnv>();

route(meetingRoutes, listClientMeetings, async (c, { params, query }) => {
  assertClientAccess(c.get('user'), params.id);
  return loadPipelineMeetings(c.get('db'), and(eq(meetings.clientId, params.id), ...meetingListFilters(query)));
});

// Pipeline moves and notes. Only fields that change are written; a status
// already in place still answers 200 with the row (replays are harmless).
route(meetingRoutes, patchClientMeeting, staffOnly, async (c, { params, body }) => {
  const db = c.get('db');
  const where = and(eq(meetings.id, params.meetingId), eq(meetings.clientId, params.id));
  const load = async () => (await loadPipelineMeetings(db, where))[0];
  const current = await load();
  if (!current) throw notFound();
  const expected = ifMatchVersion(c);
  const changes: { status?: string; notes?: string } = {};
  if (body.status !== undefined && body.status !== current.status) changes.status = body.status;
  if (body.notes !== undefined && body.notes !== current.notes) changes.notes = body.notes;
  if (Object.keys(changes).length === 0) {
    assertVersion(expected, current);
    return current;
  }
  const { version } = await versionedUpdate(db, {
    table: meetings,
    id: params.meetingId,
    where: eq(meetings.clientId, params.id),
    changes: { ...changes, updatedAt: sql`now()` },
    expected,
    current: load,
    change: { collection: 'meetings', scope: clientScope(params.id) },
    versionOnly: true,
  });
  // The row read above, with the change: unless another writer got in
  // between (no If-Match), then the row as it is now.
  return version === current.version + 1 ? { ...current, ...changes, version } : (await load())!;
});

route(meetingRoutes, getMeetingNotes, async (c, { params }) => {
  const [row] = await c
    .get('db')
    .select({ id: meetings.id, clientId: meetings.clientId, notes: meetings.notes, version: meetings.version })
    .from(meetings)
    .where(eq(meetings.id, params.id));
  if (!row) throw notFound();
  assertClientAccess(c.get('user'), row.clientId);
  return row;
});
