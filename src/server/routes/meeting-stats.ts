import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isoDatePattern } from '../../domain/time/iso-date-pattern';
import { assertClientAccess } from '../auth/guards';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';
import { clientQuery } from '../http/client-query';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { intQuery } from '../http/query';
import { idParam } from '../http/validate';
import { loadMeetingBreakdown } from '../queries/meeting-breakdown';
import { meetingListFilters } from '../queries/meeting-list-filters';
import { loadPipelineMeetings } from '../queries/meetings';

export const meetingStatsRoutes = new Hono<AppEnv>();

function dateQuery(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isoDatePattern.test(value)) throw new HttpError(422, `${name} must be YYYY-MM-DD.`, { fields: { [name]: 'Use YYYY-MM-DD.' } });
  return value;
}

// GET /api/clients/{id}/meetings/breakdown?start-date&end-date&sequenceProfile (spec 7).
meetingStatsRoutes.get('/api/clients/:id{[0-9]+}/meetings/breakdown', async (c) => {
  const clientId = idParam(c);
  assertClientAccess(c.get('user'), clientId);
  const startDate = dateQuery(c.req.query('start-date'), 'start-date');
  const endDate = dateQuery(c.req.query('end-date'), 'end-date');
  if (startDate && endDate && startDate > endDate) {
    throw new HttpError(422, 'start-date must not be after end-date.', { fields: { 'start-date': 'Pick a start on or before the end.' } });
  }
  const db = c.get('db');
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound();
  return c.json(await loadMeetingBreakdown(db, { clientId, startDate, endDate, sequenceProfileId: intQuery(c, 'sequenceProfile') }));
});

// GET /api/meetings (spec 7 resource list): ?client plus the filters of GET
// /api/clients/{id}/meetings. Guests see their own client's only.
meetingStatsRoutes.get('/api/meetings', async (c) => {
  const clientId = clientQuery(c);
  const conditions = meetingListFilters(c);
  if (clientId !== undefined) conditions.push(eq(meetings.clientId, clientId));
  return c.json(await loadPipelineMeetings(c.get('db'), conditions.length ? and(...conditions) : undefined));
});
