import * as v from 'valibot';
import { maxInt32 } from '../api/fields';
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
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxInt32))),
  agencyName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter the agency name.'), v.maxLength(120))),
  defaultTimezone: v.optional(v.pipe(v.string(), v.maxLength(100), v.check(isMeetingTimezone, 'Choose one of the ten meeting time zones.'))),
  defaultMeetingMinutes: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(240), v.multipleOf(15, 'Use steps of 15 minutes.')),
  ),
  dneCheckEnabled: v.optional(v.boolean()),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxInt32))),
});

// PATCH /api/settings sends a one-element list (spec 7).
export const settingsPatchSchema = v.pipe(
  v.array(settingsPatchItem, 'Send the settings as a one-element list.'),
  v.length(1, 'Send the settings as a one-element list.'),
  // `[{}]` changes nothing: refused rather than written as a new version (issue 17).
  v.check((list) => list.length !== 1 || Object.keys(list[0]).some((k) => k !== 'id' && k !== 'version'), 'Send at least one setting to change.'),
);
