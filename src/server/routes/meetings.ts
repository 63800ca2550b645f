import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getMeetingNotes, listClientMeetings, patchClientMeeting } from '../../domain/meetings/meeting-endpoints';
import { assertClientAccess, staffOnly } from '../auth/guards';
import { meetings } from '../db/schema/meetings';
import { assertVersion, ifMatchVersion, staleVersion } from '../db/versioned-update';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { meetingListFilters } from '../queries/meeting-list-filters';
import { loadPipelineMeetings, patchMeeting } from '../queries/meetings';

export const meetingRoutes = new Hono<AppEnv>();

route(meetingRoutes, listClientMeetings, async (c, { params, query }) => {
  assertClientAccess(c.get('user'), params.id);
  return loadPipelineMeetings(c.get('db'), and(eq(meetings.clientId, params.id), ...meetingListFilters(query)));
});

// Pipeline moves and notes. Only fields that change are written; a status
// already in place still answers 200 with the row (replays are harmless).
// The read of the meeting and its write are one statement (patchMeeting).
route(meetingRoutes, patchClientMeeting, staffOnly, async (c, { params, body }) => {
  const db = c.get('db');
  const expected = ifMatchVersion(c);
  const result = await patchMeeting(db, params.meetingId, params.id, { status: body.status, notes: body.notes }, expected);
  if (!result) throw notFound();
  const { before, version } = result;
  const changes: { status?: string; notes?: string } = {};
  if (body.status !== undefined && body.status !== before.status) changes.status = body.status;
  if (body.notes !== undefined && body.notes !== before.notes) changes.notes = body.notes;
  if (Object.keys(changes).length === 0) {
    assertVersion(expected, before);
    return before;
  }
  // The row read with the write, and the change: unless another writer got
  // in between (PostgreSQL), then the row as it is now.
  if (version === before.version + 1) return { ...before, ...changes, version };
  const now = (await loadPipelineMeetings(db, and(eq(meetings.id, params.meetingId), eq(meetings.clientId, params.id))))[0];
  if (!now) throw notFound();
  // Not written: the version the writer read is no longer the meeting's.
  if (version === null && expected !== undefined && now.version !== expected) throw staleVersion(now);
  return now;
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
