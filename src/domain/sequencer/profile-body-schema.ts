import * as v from 'valibot';
import { idField, intField, lengths, listField, requiredText, textField } from '../api/fields';
import { criteriaEntries } from './profile-criteria';
import { profilePlatforms } from './profile-types';
import { profileStatuses } from './profile-statuses';

// Spec 7: the bodies of POST and PATCH /api/sequence-profiles and of the
// sequencer settings. Every field has a maximum; unknown keys are refused.

export const maxOutreachPairs = 20;

const pairSchema = v.strictObject({ outreachSequence: idField, mailbox: idField });

const outreachDetails = v.pipe(
  v.array(pairSchema, 'outreachDetails must be a list of pairs.'),
  v.maxLength(maxOutreachPairs, `Use at most ${maxOutreachPairs} outreach pairs.`),
  v.check(
    (pairs) => new Set(pairs.map((p) => `${p.outreachSequence}:${p.mailbox}`)).size === pairs.length,
    'Each outreach pair may be added once.',
  ),
);

const status = v.picklist(profileStatuses, `status must be one of: ${profileStatuses.join(', ')}.`);
const platform = v.picklist(profilePlatforms, `platform must be one of: ${profilePlatforms.join(', ')}.`);
const sfdcProjectId = v.nullable(v.pipe(textField(lengths.short, 'The SFDC project'), v.trim()));

const shared = {
  name: requiredText(lengths.name, 'The name'),
  status: v.optional(status),
  outreachDetails: v.optional(outreachDetails),
  sfdcProjectId: v.optional(sfdcProjectId),
  platform: v.optional(platform),
  ...criteriaEntries,
};

/** POST /api/sequence-profiles: client, outreach pairs, name, status, cloned and targeting fields. */
export const createProfileSchema = v.strictObject({
  client: idField,
  cloned: v.optional(v.boolean('cloned must be true or false.')),
  ...shared,
});
export type CreateProfileInput = v.InferInput<typeof createProfileSchema>;
export type CreateProfile = v.InferOutput<typeof createProfileSchema>;

/** PATCH /api/sequence-profiles/{id}: the same less client and cloned, plus removeMismatchedLeads; only the fields sent change. */
export const patchProfileSchema = v.strictObject({
  ...shared,
  name: v.optional(shared.name),
  removeMismatchedLeads: v.optional(v.boolean('removeMismatchedLeads must be true or false.')),
});
export type PatchProfileInput = v.InferInput<typeof patchProfileSchema>;
export type PatchProfile = v.InferOutput<typeof patchProfileSchema>;

/** Spec 9 has no bound: a month's prospects fit a 32-bit count, a day is one every month has. */
export const maxMonthlyProspects = 1_000_000;
export const maxDayToAdd = 28;

/** The sequencer settings (swimlanes) of a profile: only the fields sent change. */
export const sequencerSettingsSchema = v.strictObject({
    swimlanesEnabled: v.optional(v.boolean('swimlanesEnabled must be true or false.')),
    monthlyProspects: v.optional(
      v.nullable(
        v.pipe(
          v.number('monthlyProspects must be a number.'),
          v.integer('monthlyProspects must be a whole number.'),
          v.minValue(0, 'monthlyProspects cannot be negative.'),
          v.maxValue(maxMonthlyProspects, `monthlyProspects is at most ${maxMonthlyProspects}.`),
        ),
      ),
    ),
    dayToAdd: v.optional(
      v.nullable(
        v.pipe(
          v.number('dayToAdd must be a number.'),
          v.integer('dayToAdd must be a whole number.'),
          v.minValue(1, 'dayToAdd is a day of the month, 1 or more.'),
          v.maxValue(maxDayToAdd, `dayToAdd is at most ${maxDayToAdd}, a day every month has.`),
        ),
      ),
    ),
});
export type SequencerSettingsInput = v.InferInput<typeof sequencerSettingsSchema>;

/** POST /api/sequencer/note {notes, profile}. */
export const createNoteSchema = v.strictObject({ notes: requiredText(lengths.note, 'The note'), profile: idField });
export type CreateNoteInput = v.InferInput<typeof createNoteSchema>;

/** PATCH /api/sequencer/note/{id}. */
export const patchNoteSchema = v.strictObject({ notes: requiredText(lengths.note, 'The note') });

/** PATCH /api/sequence-profiles/{id}/sync-campaign: one mailbox of the profile's pairs, or all (none given). */
export const syncCampaignSchema = v.strictObject({ mailbox: v.optional(v.nullable(idField)) });

const idQueryList = v.pipe(listField(10, 200), v.check((l) => l.every((s) => /^[1-9]\d{0,9}$/.test(s)), 'Use whole numbers.'), v.transform((l) => l.map(Number)));

/** GET /api/sequence-profiles/estimate: the criteria in the query (lists as name[]=…). */
export const estimateQuerySchema = v.object({
  profile: v.optional(idField),
  managementLevels: v.optional(idQueryList),
  jobFunctions: v.optional(idQueryList),
  keywords: v.optional(listField(lengths.short, 50)),
  industry: v.optional(idQueryList),
  companyRevenue: v.optional(idQueryList),
  companyEmployees: v.optional(idQueryList),
  states: v.optional(v.pipe(listField(2, 60), v.transform((l) => l.map((s) => s.toUpperCase())))),
  geotargetProfileIds: v.optional(idQueryList),
  exclusiveCompanyProfiles: v.optional(idQueryList),
  individualDomains: v.optional(listField(253, 500)),
});

export const removalsQuerySchema = v.object({ offset: v.optional(intField(0, 1_000_000)), limit: v.optional(intField(1, 100)) });

export const profileListQuerySchema = v.object({
  client: v.optional(idField),
  status: v.optional(v.picklist(['all', ...profileStatuses], `status must be all or one of: ${profileStatuses.join(', ')}.`)),
});
