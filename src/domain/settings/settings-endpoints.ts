import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { settingsPatchSchema, settingsSchema } from './settings-schema';

const tag = 'settings';

export const getSettings = endpoint({
  method: 'GET',
  path: '/api/settings',
  summary: "The agency's settings, as a one-element list",
  tag,
  access: 'staff',
  answer: v.array(settingsSchema),
});

/** Spec 7: PATCH /api/settings with a one-element list; its version (or If-Match) guards against lost updates. */
export const patchSettings = endpoint({
  method: 'PATCH',
  path: '/api/settings',
  summary: "Change the agency's settings",
  tag,
  access: 'super-admin or sequencer-settings-edit',
  body: settingsPatchSchema,
  answer: v.array(settingsSchema),
});
