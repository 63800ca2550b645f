import * as v from 'valibot';
import { namedRefSchema } from '../lookups/lookup-types';

// Spec 3, client contact: `id` is present once it exists on the server.
export const clientContactSchema = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  email: v.string(),
  address: v.nullable(v.string()),
  state: v.nullable(v.string()),
  city: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});
export type ClientContact = v.InferOutput<typeof clientContactSchema>;

/** A client as mirrored and as GET /api/clients/{id} answers. */
export const clientSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.string(),
  industryId: v.nullable(v.number()),
  industry: v.nullable(v.string()),
  sendDate: v.nullable(v.string()),
  onboardingDate: v.nullable(v.string()),
  outreachPairsCount: v.number(),
  details: v.nullable(v.string()),
  team: v.nullable(namedRefSchema),
  contact: v.nullable(clientContactSchema),
  taskTags: v.array(v.string()),
  /** Month of relationship: 1 in the onboarding month, then one more a month. */
  mor: v.nullable(v.number()),
  meetingLocation: v.nullable(v.string()),
  meetingDescription: v.nullable(v.string()),
  outreachStatus: v.string(),
  version: v.number(),
});
export type Client = v.InferOutput<typeof clientSchema>;
