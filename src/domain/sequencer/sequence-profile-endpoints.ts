import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import {
  createProfileSchema,
  estimateQuerySchema,
  patchProfileSchema,
  profileListQuerySchema,
  removalsQuerySchema,
  sequencerSettingsSchema,
  syncCampaignSchema,
} from './profile-body-schema';
import {
  createdProfileSchema,
  profileEstimateSchema,
  profileInstanceSchema,
  profileListItemSchema,
  profileLogSchema,
  profileNoteSchema,
  removalPageSchema,
  savedProfileSchema,
  sequenceProfileSchema,
} from './profile-types';
import { profileStatuses } from './profile-statuses';

const tag = 'sequencer';
const idParams = v.object({ id: idField });
const readers = 'staff (guests get nothing)';
const editors = 'super-admin or sequencer-edit';

/** Spec 7: GET /api/sequence-profiles?client&status=all. No client: an empty list (spec 5). */
export const listProfiles = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles',
  summary: "A client's sequence profiles, all statuses or one",
  tag,
  access: readers,
  query: profileListQuerySchema,
  answer: v.array(profileListItemSchema),
});

/** Spec 4: the statuses come from the server. */
export const listProfileStatuses = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles/statuses',
  summary: 'The statuses a sequence profile may have, in order',
  tag,
  access: readers,
  answer: v.array(v.picklist(profileStatuses)),
});

/** Beside the criteria: how many prospects match them (and, for a profile, how many of its own would not). */
export const estimateProfile = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles/estimate',
  summary: 'How many prospects in the database match targeting criteria',
  description: 'Lists as name[]=… (or repeated, or comma-joined). With profile, also how many of its prospects would no longer match.',
  tag,
  access: readers,
  query: estimateQuerySchema,
  answer: profileEstimateSchema,
});

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles/{id}',
  summary: 'One sequence profile with its outreach pairs, counts and range',
  tag,
  access: readers,
  params: idParams,
  answer: sequenceProfileSchema,
});

/** Spec 7: the response returns the id. The armor of spec 5 is checked (422 naming the fields). */
export const createProfile = endpoint({
  method: 'POST',
  path: '/api/sequence-profiles',
  summary: 'Create a sequence profile (cloned: true starts it as Draft)',
  tag,
  access: editors,
  body: createProfileSchema,
  answer: createdProfileSchema,
  status: 201,
});

/** Only the fields sent change; removeMismatchedLeads removes the profile's prospects that no longer match. */
export const patchProfile = endpoint({
  method: 'PATCH',
  path: '/api/sequence-profiles/{id}',
  summary: 'Change a sequence profile',
  description: 'If-Match is honoured. Every change writes a log entry, field by field.',
  tag,
  access: editors,
  params: idParams,
  body: patchProfileSchema,
  answer: savedProfileSchema,
});

export const listProfileNotes = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles/{id}/notes',
  summary: "A profile's notes, newest first",
  tag,
  access: readers,
  params: idParams,
  answer: v.array(profileNoteSchema),
});

export const listProfileLogs = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles/{id}/logs',
  summary: "A profile's change log, newest first: who, when, and each field before and after",
  tag,
  access: readers,
  params: idParams,
  answer: v.array(profileLogSchema),
});

export const listProfileRemovals = endpoint({
  method: 'GET',
  path: '/api/sequence-profiles/{id}/removals',
  summary: "Prospects removed from a profile, newest first, a page at a time",
  tag,
  access: readers,
  params: idParams,
  query: removalsQuerySchema,
  answer: removalPageSchema,
});

/** Spec 4: sets the instance's sequencesSyncRequested; the integration clears it a few seconds later. */
export const syncCampaign = endpoint({
  method: 'PATCH',
  path: '/api/sequence-profiles/{id}/sync-campaign',
  summary: "Ask Outreach to sync a profile's sequences (one mailbox, or all)",
  tag,
  access: editors,
  params: idParams,
  body: syncCampaignSchema,
  answer: profileInstanceSchema,
});

/** Spec 7: PATCH sequencer profile {id} with swimlanesEnabled, monthlyProspects, dayToAdd. */
export const patchSequencerSettings = endpoint({
  method: 'PATCH',
  path: '/api/sequencer/profile/{id}',
  summary: "Change a profile's sequencer settings (swimlanes)",
  description: 'If-Match is honoured; the change is logged like any other.',
  tag,
  access: 'super-admin or sequencer-settings-edit',
  params: idParams,
  body: sequencerSettingsSchema,
  answer: sequenceProfileSchema,
});
