import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { activityMonthSchema } from './activity-month';
import { mailingStatsSchema, strategySchema } from './mailing-stats-types';

const tag = 'stats';

/** Totals for a month ('lifetime', the default, sums every month) and one strategy or all (spec 9: All Strategies). */
export const getMailingStats = endpoint({
  method: 'GET',
  path: '/api/mailings/stats',
  summary: 'Mailing totals: delivered, prospects, replies and reply rate',
  tag,
  access: 'staff; guests get their own client',
  query: v.object({ client: v.optional(idField), 'activity-month': v.optional(activityMonthSchema), sequenceProfile: v.optional(idField) }),
  answer: mailingStatsSchema,
});

export const listStrategies = endpoint({
  method: 'GET',
  path: '/api/mailings/strategies',
  summary: "A client's sequence profiles, for the strategy selector",
  tag,
  access: 'staff; guests get their own client',
  query: v.object({ client: v.optional(idField) }),
  answer: v.array(strategySchema),
});
