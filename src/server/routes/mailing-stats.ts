import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { activityMonthSchema, lifetime } from '../../domain/stats/activity-month';
import type { MailingStats, Strategy } from '../../domain/stats/mailing-stats-types';
import { replyRate } from '../../domain/stats/reply-rate';
import { mailingStats, sequenceProfiles } from '../db/schema/outreach';
import { clientQuery } from '../http/client-query';
import type { AppEnv } from '../http/env';
import { intQuery } from '../http/query';
import { validate } from '../http/validate';

export const mailingStatsRoutes = new Hono<AppEnv>();

// GET /api/mailings/stats?client&activity-month&sequenceProfile (spec 7):
// totals for a month ('lifetime', the default, sums every month) and one
// strategy or all of them.
mailingStatsRoutes.get('/api/mailings/stats', async (c) => {
  const clientId = clientQuery(c);
  const month = validate(v.object({ 'activity-month': v.optional(activityMonthSchema, lifetime) }), {
    'activity-month': c.req.query('activity-month') || undefined,
  })['activity-month'];
  const profileId = intQuery(c, 'sequenceProfile');
  const conditions: SQL[] = [];
  if (clientId !== undefined) conditions.push(eq(mailingStats.clientId, clientId));
  if (month !== lifetime) conditions.push(eq(mailingStats.month, month));
  if (profileId !== undefined) conditions.push(eq(mailingStats.sequenceProfileId, profileId));
  const [row] = await c
    .get('db')
    .select({
      deliver: sql<number>`coalesce(sum(${mailingStats.deliverCount}), 0)::int`,
      prospects: sql<number>`coalesce(sum(${mailingStats.prospectsCount}), 0)::int`,
      replies: sql<number>`coalesce(sum(${mailingStats.replyCount}), 0)::int`,
    })
    .from(mailingStats)
    .where(conditions.length ? and(...conditions) : undefined);
  const body: MailingStats = {
    deliver_count: row.deliver,
    prospects_count: row.prospects,
    reply_count: row.replies,
    reply_rate: Math.round(replyRate(row.replies, row.prospects) * 100) / 100,
  };
  return c.json(body);
});

// GET /api/mailings/strategies?client: the client's sequence profiles.
mailingStatsRoutes.get('/api/mailings/strategies', async (c) => {
  const clientId = clientQuery(c, { required: true })!;
  const rows: Strategy[] = await c
    .get('db')
    .select({ id: sequenceProfiles.id, name: sequenceProfiles.name, status: sequenceProfiles.status })
    .from(sequenceProfiles)
    .where(eq(sequenceProfiles.clientId, clientId))
    .orderBy(asc(sequenceProfiles.name), asc(sequenceProfiles.id));
  return c.json(rows);
});
