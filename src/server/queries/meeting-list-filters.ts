import { eq, like, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { monthPattern } from '../../domain/meetings/meeting-filters';
import { meetings } from '../db/schema/meetings';
import { HttpError } from '../http/errors';
import { boolQuery, intQuery } from '../http/query';

/**
 * Spec 7, GET meetings with exclude-deleted, month (YYYY-MM, the booked
 * day's month) and sequenceProfile.
 */
export function meetingListFilters(c: Context): SQL[] {
  const conditions: SQL[] = [];
  if (boolQuery(c, 'exclude-deleted')) conditions.push(eq(meetings.deleted, false));
  const month = c.req.query('month');
  if (month !== undefined && month !== '') {
    if (!monthPattern.test(month)) throw new HttpError(422, 'month must be YYYY-MM.', { fields: { month: 'Use YYYY-MM.' } });
    conditions.push(like(sql`${meetings.date}::text`, `${month}-%`));
  }
  const profile = intQuery(c, 'sequenceProfile');
  if (profile !== undefined) conditions.push(eq(meetings.sequenceProfileId, profile));
  return conditions;
}
