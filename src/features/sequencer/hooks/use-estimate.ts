import { useEffect, useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import type { ProfileCriteria } from '../../../domain/sequencer/profile-criteria';
import { estimateProfile } from '../../../domain/sequencer/sequence-profile-endpoints';

/** How long the criteria rest before the estimate is asked (each pick would otherwise be a call). */
const settleMs = 350;

/** The live estimate beside the criteria: how many prospects match, and how many of the profile's own would not. */
export function useEstimate(criteria: ProfileCriteria, profileId: number | null) {
  const key = JSON.stringify(criteria);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), settleMs);
    return () => clearTimeout(timer);
  }, [key]);
  const c = JSON.parse(settled) as ProfileCriteria;
  // A query string holds text: ids go as their digits.
  const query = Object.fromEntries(Object.entries(c).map(([field, list]) => [field, (list as (string | number)[]).map(String)]));
  return useRemote(estimateProfile, { query: { ...query, profile: profileId ?? undefined } });
}
