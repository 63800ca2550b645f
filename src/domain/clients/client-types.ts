import type { NamedRef } from '../lookups/lookup-types';

// Spec 3, client contact: `id` is present once it exists on the server.
export type ClientContact = {
  id?: number;
  name: string;
  email: string;
  address: string | null;
  state: string | null;
  city: string | null;
  zipCode: string | null;
  phone: string | null;
};

/** A client as mirrored and as GET /api/clients/{id} answers. */
export type Client = {
  id: number;
  name: string;
  status: string;
  industryId: number | null;
  industry: string | null;
  sendDate: string | null;
  onboardingDate: string | null;
  outreachPairsCount: number;
  details: string | null;
  team: NamedRef | null;
  contact: ClientContact | null;
  taskTags: string[];
  /** Month of relationship: 1 in the onboarding month, then one more a month. */
  mor: number | null;
  meetingLocation: string | null;
  meetingDescription: string | null;
  outreachStatus: string;
  version: number;
};
