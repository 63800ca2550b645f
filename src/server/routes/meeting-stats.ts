import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getMeetingBreakdown, listMeetings } from '../../domain/meetings/meeting-endpoints';
import { assertClientAccess } from '../auth/guards';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';
import { clientOf } from '../http/client-query';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadMeetingBreakdown } from '../queries/meeting-breakdown';
import { meetingListFilters } from '../queries/meeting-list-filters';
import { loadPipelineMeetings } from '../queries/meetings';

export const meetingStatsRoutes = new Hono<AppEnv>();

// GET /api/clients/{id}/meetings/breakdown?start-date&end-date&sequenceProfile (spec 7).
route(meetingStatsRoutes, getMeetingBreakdown, async (c, { params, query }) => {
  assertClientAccess(c.get('user'), params.id);
  if (query['start-date'] && query['end-date'] && query['start-date'] > query['end-date']) {
    throw new HttpError(422, 'start-date must not be after end-date.', { fields: { 'start-date': 'Pick a start on or before the end.' } });
  }
  const db = c.get('db');
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, params.id));
  if (!client) throw notFound();
  return loadMeetingBreakdown(db, {
    clientId: params.id,
    startDate: query['start-date'],
    endDate: query['end-date'],
    sequenceProfileId: query.sequenceProfile,
  });
});

// GET /api/meetings (spec 7 resource list): ?client plus the filters of GET
// /api/clients/{id}/meetings. Guests see their own client's only.
route(meetingStatsRoutes, listMeetings, async (c, { query }) => {
  const clientId = clientOf(c.get('user'), query.client);
  const conditions = meetingListFilters(query);
  if (clientId !== undefined) conditions.push(eq(meetings.clientId, clientId));
  return loadPipelineMeetings(c.get('db'), conditions.length ? and(...conditions) : undefined);
});
