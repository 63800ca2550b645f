import * as v from 'valibot';

// The address of /capacity: the tab (spec 2: Assign first), the onboarding
// calendar's month and the revenue tab's month. Kept free of Temporal: it
// loads with the router.

export const capacityTabs = ['assign', 'calendar', 'projections', 'assumptions', 'hires', 'revenue'] as const;
export type CapacityTab = (typeof capacityTabs)[number];

const month = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined);

export const capacitySearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(capacityTabs)), undefined),
  month,
  revenueMonth: month,
});
export type CapacitySearch = v.InferOutput<typeof capacitySearchSchema>;
