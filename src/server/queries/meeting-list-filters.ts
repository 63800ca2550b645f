import { eq, like, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { meetingListQuery } from '../../domain/meetings/meeting-endpoints';
import { meetings } from '../db/schema/meetings';

/**
 * Spec 7, GET meetings with exclude-deleted, month (YYYY-MM, the booked
 * day's month) and sequenceProfile.
 */
export function meetingListFilters(q: v.InferOutput<typeof meetingListQuery>): SQL[] {
  const conditions: SQL[] = [];
  if (q['exclude-deleted']) conditions.push(eq(meetings.deleted, false));
  if (q.month) conditions.push(like(sql`${meetings.date}::text`, `${q.month}-%`));
  if (q.sequenceProfile !== undefined) conditions.push(eq(meetings.sequenceProfileId, q.sequenceProfile));
  return conditions;
}
