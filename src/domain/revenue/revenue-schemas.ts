import * as v from 'valibot';
import { dateField, intField, lengths, maxInt32, requiredText } from '../api/fields';

// Bodies of the revenue writes (spec 7), the forms' schemas too.

const amount = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number of dollars.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(1_000_000_000, `${label} is too large.`),
  );

/** Spec 3, uncommon deal: what is recognised this month and next adds up to its revenue. */
export function uncommonDealIssue(d: { revenue: number; thisMonthRec: number; nextMonthRec: number }): string | null {
  return d.thisMonthRec + d.nextMonthRec === d.revenue ? null : "Revenue must be this month's part plus next month's.";
}

const uncommonDealFields = {
  name: requiredText(lengths.name, 'Name'),
  clientId: v.nullable(
    v.pipe(v.number('Client must be an id.'), v.integer('Client must be an id.'), v.minValue(1, 'Client must be an id.'), v.maxValue(maxInt32, 'Client must be an id.')),
  ),
  date: dateField('Date'),
  revenue: amount('Revenue'),
  thisMonthRec: amount("This month's part"),
  nextMonthRec: amount("Next month's part"),
};

/** POST /api/revenue/uncommon-deals. */
export const uncommonDealCreateSchema = v.pipe(
  v.strictObject({ ...uncommonDealFields, clientId: v.optional(uncommonDealFields.clientId, null) }),
  v.forward(
    v.check((d) => uncommonDealIssue(d) === null, "Revenue must be this month's part plus next month's."),
    ['revenue'],
  ),
);
export type UncommonDealCreate = v.InferOutput<typeof uncommonDealCreateSchema>;

/** PATCH /api/revenue/uncommon-deals/{id}: any of the fields; the server checks the rule on the deal as it becomes. */
export const uncommonDealPatchSchema = v.pipe(
  v.strictObject({
    name: v.optional(uncommonDealFields.name),
    clientId: v.optional(uncommonDealFields.clientId),
    date: v.optional(uncommonDealFields.date),
    revenue: v.optional(uncommonDealFields.revenue),
    thisMonthRec: v.optional(uncommonDealFields.thisMonthRec),
    nextMonthRec: v.optional(uncommonDealFields.nextMonthRec),
  }),
  v.check((d) => Object.keys(d).length > 0, 'Send at least one field to change.'),
);
export type UncommonDealPatch = v.InferOutput<typeof uncommonDealPatchSchema>;

/** PATCH /api/revenue/monthly-projections/{id} {goal}. */
export const monthlyGoalSchema = v.strictObject({ goal: amount('Goal') });
export type MonthlyGoal = v.InferOutput<typeof monthlyGoalSchema>;

const dayOnboardingSchema = v.strictObject({
  date: dateField('Date'),
  count: v.pipe(v.number('Count must be a number.'), v.integer('Count must be a whole number.'), v.minValue(0, 'Count cannot be negative.'), v.maxValue(100, 'Count is at most 100.')),
  revenue: amount('Revenue'),
});

/** PATCH /api/revenue/daily-onboardings: sets the days sent; days not sent stay as they are. */
export const dailyOnboardingsPatchSchema = v.strictObject({
  days: v.pipe(
    v.array(dayOnboardingSchema, 'Send the days as a list.'),
    v.minLength(1, 'Send at least one day.'),
    v.maxLength(62, 'Send at most 62 days.'),
    v.check((days) => new Set(days.map((d) => d.date)).size === days.length, 'Send each day once.'),
  ),
});
export type DailyOnboardingsPatch = v.InferOutput<typeof dailyOnboardingsPatchSchema>;

/** ?month&year of the weekly projections and daily onboardings. */
export const monthYearQuery = v.object({ month: intField(1, 12), year: intField(1900, 2200) });
