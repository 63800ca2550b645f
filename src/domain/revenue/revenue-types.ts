import * as v from 'valibot';

// Spec 3: uncommon deal, monthly projection; and the revenue calls' answers.

const sourceTotals = { deals: v.number(), uncommon: v.number(), onboardings: v.number(), total: v.number() };

export const uncommonDealSchema = v.object({
  id: v.number(),
  name: v.string(),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  /** The day it is signed: thisMonthRec is recognised then, nextMonthRec on the 1st of the next month. */
  date: v.string(),
  revenue: v.number(),
  thisMonthRec: v.number(),
  nextMonthRec: v.number(),
  version: v.number(),
});
export type UncommonDeal = v.InferOutput<typeof uncommonDealSchema>;

/** A month's goal and the revenue the model projects for it (spec 3: month, year, goal). */
export const monthlyProjectionSchema = v.object({
  id: v.number(),
  month: v.number(),
  year: v.number(),
  goal: v.nullable(v.number()),
  version: v.number(),
  ...sourceTotals,
});
export type MonthlyProjection = v.InferOutput<typeof monthlyProjectionSchema>;

export const weekProjectionSchema = v.object({ week: v.number(), start: v.string(), end: v.string(), ...sourceTotals });

/** GET /api/revenue/weekly-projections?month&year. */
export const weeklyProjectionsSchema = v.object({
  asOf: v.string(),
  month: v.number(),
  year: v.number(),
  /** The monthly projection's id and goal, when the month has one. */
  projectionId: v.nullable(v.number()),
  goal: v.nullable(v.number()),
  weeks: v.array(weekProjectionSchema),
  ...sourceTotals,
});
export type WeeklyProjections = v.InferOutput<typeof weeklyProjectionsSchema>;

/** One day of GET /api/revenue/daily-onboardings: clients onboarded that day and the revenue they bring (0 when none). */
export const dailyOnboardingSchema = v.object({ date: v.string(), count: v.number(), revenue: v.number(), version: v.number() });
export type DailyOnboarding = v.InferOutput<typeof dailyOnboardingSchema>;
