import { callEndpoint } from '../../../data/http/call-endpoint';
import { patchSettings } from '../../../domain/settings/settings-endpoints';
import type * as v from 'valibot';
import type { settingsPatchSchema } from '../../../domain/settings/settings-schema';

type Patch = v.InferInput<typeof settingsPatchSchema>[number];

/** Spec 7: a one-element list; the version in it guards against overwriting another save. */
export async function saveSettings(patch: Patch) {
  return (await callEndpoint(patchSettings, { body: [patch] })).data;
}
