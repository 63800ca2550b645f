import * as v from 'valibot';
import { isMeetingTimezone } from '../time/timezones';

export const settingsSchema = v.object({
  id: v.number(),
  agencyName: v.string(),
  defaultTimezone: v.string(),
  defaultMeetingMinutes: v.number(),
  dneCheckEnabled: v.boolean(),
  version: v.number(),
});

export type Settings = v.InferOutput<typeof settingsSchema>;

const settingsPatchItem = v.strictObject({
  id: v.optional(v.number()),
  agencyName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter the agency name.'), v.maxLength(120))),
  defaultTimezone: v.optional(v.pipe(v.string(), v.check(isMeetingTimezone, 'Choose one of the ten meeting time zones.'))),
  defaultMeetingMinutes: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(240), v.multipleOf(15, 'Use steps of 15 minutes.')),
  ),
  dneCheckEnabled: v.optional(v.boolean()),
  version: v.optional(v.number()),
});

// PATCH /api/settings sends a one-element list (spec 7).
export const settingsPatchSchema = v.pipe(
  v.array(settingsPatchItem, 'Send the settings as a one-element list.'),
  v.length(1, 'Send the settings as a one-element list.'),
);
