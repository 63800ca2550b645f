import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { lifetime } from '../../domain/stats/activity-month';
import { getMailingStats, listStrategies } from '../../domain/stats/stats-endpoints';
import { replyRate } from '../../domain/stats/reply-rate';
import { mailingStats, sequenceProfiles } from '../db/schema/outreach';
import { clientOf } from '../http/client-query';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

export const mailingStatsRoutes = new Hono<AppEnv>();

// GET /api/mailings/stats?client&activity-month&sequenceProfile (spec 7):
// totals for a month ('lifetime', the default, sums every month) and one
// strategy or all of them.
route(mailingStatsRoutes, getMailingStats, async (c, { query }) => {
  const clientId = clientOf(c.get('user'), query.client);
  const month = query['activity-month'] ?? lifetime;
  const profileId = query.sequenceProfile;
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
  return {
    deliver_count: row.deliver,
    prospects_count: row.prospects,
    reply_count: row.replies,
    reply_rate: Math.round(replyRate(row.replies, row.prospects) * 100) / 100,
  };
});

// GET /api/mailings/strategies?client: the client's sequence profiles.
route(mailingStatsRoutes, listStrategies, (c, { query }) => {
  const clientId = clientOf(c.get('user'), query.client, { required: true })!;
  return c
    .get('db')
    .select({ id: sequenceProfiles.id, name: sequenceProfiles.name, status: sequenceProfiles.status })
    .from(sequenceProfiles)
    .where(eq(sequenceProfiles.clientId, clientId))
    .orderBy(asc(sequenceProfiles.name), asc(sequenceProfiles.id));
});
