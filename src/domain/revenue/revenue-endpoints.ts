import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { dailyOnboardingsPatchSchema, monthlyGoalSchema, monthYearQuery, uncommonDealCreateSchema, uncommonDealPatchSchema } from './revenue-schemas';
import { dailyOnboardingSchema, monthlyProjectionSchema, uncommonDealSchema, weeklyProjectionsSchema } from './revenue-types';

const tag = 'revenue';
const idParams = v.object({ id: idField });
const readAccess = 'staff (guests get nothing)';
const editAccess = 'super-admins and Directors of Strategic Operations (plan-capacity)';

// Not mirrored: edits queue with op 'none' and show from the outbox (see capacity-endpoints.ts).

export const listUncommonDeals = endpoint({
  method: 'GET',
  path: '/api/revenue/uncommon-deals',
  summary: 'Uncommon deals, newest first',
  tag,
  access: readAccess,
  answer: v.array(uncommonDealSchema),
});

export const createUncommonDeal = endpoint({
  method: 'POST',
  path: '/api/revenue/uncommon-deals',
  summary: "Add an uncommon deal: its revenue is this month's part plus next month's",
  tag,
  access: editAccess,
  body: uncommonDealCreateSchema,
  answer: uncommonDealSchema,
  status: 201,
  offline: { collection: 'uncommon-deals', entityId: () => 'new', responseRow: '' },
});

export const patchUncommonDeal = endpoint({
  method: 'PATCH',
  path: '/api/revenue/uncommon-deals/{id}',
  summary: 'Change an uncommon deal',
  tag,
  access: editAccess,
  params: idParams,
  body: uncommonDealPatchSchema,
  answer: uncommonDealSchema,
  offline: { collection: 'uncommon-deals', entityId: ({ params }) => params.id, ifMatch: true, responseRow: '' },
});

/** Answers the deal as it was; the app asks first (spec 8: 'The item has been deleted!'). */
export const deleteUncommonDeal = endpoint({
  method: 'DELETE',
  path: '/api/revenue/uncommon-deals/{id}',
  summary: 'Delete an uncommon deal',
  tag,
  access: editAccess,
  params: idParams,
  answer: uncommonDealSchema,
  offline: { collection: 'uncommon-deals', entityId: ({ params }) => params.id, ifMatch: true, responseRow: null },
});

export const getWeeklyProjections = endpoint({
  method: 'GET',
  path: '/api/revenue/weekly-projections',
  summary: "A month's revenue by week (Sunday to Saturday, cut at the month's edges) and source, with its goal",
  tag,
  access: readAccess,
  query: monthYearQuery,
  answer: weeklyProjectionsSchema,
});

export const listMonthlyProjections = endpoint({
  method: 'GET',
  path: '/api/revenue/monthly-projections',
  summary: 'Every planned month: its goal and projected revenue by source, oldest first',
  tag,
  access: readAccess,
  answer: v.array(monthlyProjectionSchema),
});

export const patchMonthlyProjection = endpoint({
  method: 'PATCH',
  path: '/api/revenue/monthly-projections/{id}',
  summary: "Set a month's revenue goal",
  tag,
  access: editAccess,
  params: idParams,
  body: monthlyGoalSchema,
  answer: monthlyProjectionSchema,
  offline: { collection: 'monthly-projections', entityId: ({ params }) => params.id, ifMatch: true, responseRow: '' },
});

export const listDailyOnboardings = endpoint({
  method: 'GET',
  path: '/api/revenue/daily-onboardings',
  summary: 'Every day of a month: clients onboarded and the revenue they bring',
  tag,
  access: readAccess,
  query: monthYearQuery,
  answer: v.array(dailyOnboardingSchema),
});

/** Each day sent is set (last write wins: a day's count has nothing to merge). */
export const patchDailyOnboardings = endpoint({
  method: 'PATCH',
  path: '/api/revenue/daily-onboardings',
  summary: 'Set the onboardings of some days',
  tag,
  access: editAccess,
  body: dailyOnboardingsPatchSchema,
  answer: v.array(dailyOnboardingSchema),
  // The edits of one month's days replay in order.
  offline: { collection: 'daily-onboardings', entityId: ({ body }) => body.days[0]?.date.slice(0, 7) ?? 'days', responseRow: null },
});
