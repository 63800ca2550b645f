import * as v from 'valibot';
import { connectionStatuses } from '../meetings/booking-lookups';
import { namedRefSchema } from '../lookups/lookup-types';
import { outreachInstanceStatuses, outreachMailboxSchema } from '../outreach/outreach-instance-types';
import { profileChangeSchema } from './profile-changes';
import { profileStatuses } from './profile-statuses';

// Spec 3, sequence profile (strategy), as the API answers it.

export const profilePlatforms = ['outreach', 'smartlead'] as const;
export type ProfilePlatform = (typeof profilePlatforms)[number];

const ids = v.array(v.number());
const texts = v.array(v.string());

/** One outreach pair: an Outreach sequence and the mailbox that sends it. */
export const outreachPairSchema = v.object({
  id: v.number(),
  outreachSequence: v.object({ id: v.number(), name: v.string(), enabled: v.boolean() }),
  mailbox: outreachMailboxSchema,
});
export type OutreachPair = v.InferOutput<typeof outreachPairSchema>;

export const profileInstanceSchema = v.object({
  id: v.number(),
  status: v.picklist(outreachInstanceStatuses),
  sequencesSyncRequested: v.boolean(),
});

export const sequenceProfileSchema = v.object({
  id: v.number(),
  client: v.object({ id: v.number(), name: v.string(), team: v.nullable(namedRefSchema) }),
  name: v.string(),
  status: v.picklist(profileStatuses),
  cloned: v.boolean(),
  managementLevels: ids,
  jobFunctions: ids,
  keywords: texts,
  industry: ids,
  companyRevenue: ids,
  companyEmployees: ids,
  states: texts,
  geotargetProfileIds: ids,
  exclusiveCompanyProfiles: ids,
  individualDomains: texts,
  outreachDetails: v.array(outreachPairSchema),
  pendingCount: v.number(),
  activeCount: v.number(),
  failedCount: v.number(),
  minProspectsCount: v.number(),
  maxProspectsCount: v.number(),
  sfdcProjectId: v.nullable(v.string()),
  swimlanesEnabled: v.boolean(),
  platform: v.picklist(profilePlatforms),
  monthlyProspects: v.nullable(v.number()),
  dayToAdd: v.nullable(v.number()),
  outreachInstance: v.nullable(profileInstanceSchema),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SequenceProfile = v.InferOutput<typeof sequenceProfileSchema>;

/** The answer of a PATCH: the profile, and how many leads it removed. */
export const savedProfileSchema = v.object({ ...sequenceProfileSchema.entries, removedLeads: v.number() });
export type SavedProfile = v.InferOutput<typeof savedProfileSchema>;

export const profileListItemSchema = v.object({
  id: v.number(),
  client: v.object({ id: v.number(), name: v.string() }),
  name: v.string(),
  status: v.picklist(profileStatuses),
  cloned: v.boolean(),
  outreachPairs: v.number(),
  pendingCount: v.number(),
  activeCount: v.number(),
  failedCount: v.number(),
  updatedAt: v.string(),
});
export type ProfileListItem = v.InferOutput<typeof profileListItemSchema>;

export const createdProfileSchema = v.object({ id: v.number() });

export const profileNoteSchema = v.object({
  id: v.number(),
  profile: v.number(),
  notes: v.string(),
  user: v.nullable(namedRefSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ProfileNote = v.InferOutput<typeof profileNoteSchema>;

export const profileLogSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  user: v.nullable(namedRefSchema),
  action: v.string(),
  changes: v.array(profileChangeSchema),
});
export type ProfileLog = v.InferOutput<typeof profileLogSchema>;

export const profileRemovalSchema = v.object({
  id: v.number(),
  removedAt: v.string(),
  user: v.nullable(namedRefSchema),
  reason: v.string(),
  prospect: v.object({ id: v.nullable(v.number()), email: v.string(), name: v.string(), company: v.nullable(v.string()), title: v.nullable(v.string()) }),
});
export type ProfileRemoval = v.InferOutput<typeof profileRemovalSchema>;

export const removalPageSchema = v.object({ total: v.number(), offset: v.number(), limit: v.number(), items: v.array(profileRemovalSchema) });
export type RemovalPage = v.InferOutput<typeof removalPageSchema>;

/** How many prospects match criteria, and how many of a profile's own would no longer. */
export const profileEstimateSchema = v.object({
  matching: v.number(),
  /** More matched than were counted: `matching` is the count's cap (the estimate stops counting there). */
  matchingCapped: v.boolean(),
  profileProspects: v.number(),
  mismatched: v.number(),
});
export type ProfileEstimate = v.InferOutput<typeof profileEstimateSchema>;

export const teamMemberRefSchema = v.object({ id: v.number(), name: v.string(), role: v.nullable(v.string()) });
export const profileTeamSchema = v.object({
  team: v.nullable(v.object({ id: v.number(), name: v.string(), teamLead: v.nullable(namedRefSchema), members: v.array(teamMemberRefSchema) })),
  pastTeam: v.array(teamMemberRefSchema),
});
export type ProfileTeam = v.InferOutput<typeof profileTeamSchema>;

export const sequencerClientDetailsSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.string(),
  team: v.nullable(namedRefSchema),
  details: v.nullable(v.string()),
  outreachPairsCount: v.number(),
  outreachStatus: v.picklist(connectionStatuses),
  outreachInstance: v.nullable(profileInstanceSchema),
  profilesCount: v.number(),
});
export type SequencerClientDetails = v.InferOutput<typeof sequencerClientDetailsSchema>;
