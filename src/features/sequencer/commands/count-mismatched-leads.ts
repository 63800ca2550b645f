import { callEndpoint } from '../../../data/http/call-endpoint';
import type { ProfileCriteria } from '../../../domain/sequencer/profile-criteria';
import { estimateProfile } from '../../../domain/sequencer/sequence-profile-endpoints';

/** Before a save: how many of the profile's prospects the new criteria would leave out. */
export async function countMismatchedLeads(profileId: number, criteria: ProfileCriteria): Promise<number> {
  const query = Object.fromEntries(Object.entries(criteria).map(([field, list]) => [field, (list as (string | number)[]).map(String)]));
  return (await callEndpoint(estimateProfile, { query: { ...query, profile: profileId } })).data.mismatched;
}
