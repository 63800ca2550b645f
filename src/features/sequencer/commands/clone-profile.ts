import type { SequenceProfile } from '../../../domain/sequencer/profile-types';
import { criteriaFields, type ProfileCriteria } from '../../../domain/sequencer/profile-criteria';
import { createProfile } from './create-profile';

/** Spec 2/4: a clone under a new name, with the same pairs and criteria; the server starts it as Draft. */
export function cloneProfile(profile: SequenceProfile, name: string): Promise<number> {
  const criteria = Object.fromEntries(criteriaFields.map((f) => [f, profile[f]])) as ProfileCriteria;
  return createProfile({
    client: profile.client.id,
    name,
    cloned: true,
    outreachDetails: profile.outreachDetails.map((p) => ({ outreachSequence: p.outreachSequence.id, mailbox: p.mailbox.id })),
    sfdcProjectId: profile.sfdcProjectId,
    platform: profile.platform,
    ...criteria,
  });
}
