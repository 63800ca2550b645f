// Spec 4: the statuses come from the server (GET /api/sequence-profiles/statuses);
// this is the list it answers. Spec 3: a new profile is Active unless told
// otherwise; spec 4: a clone starts as Draft. Decision 0027 says why these four.
export const profileStatuses = ['Draft', 'Active', 'Paused', 'Archived'] as const;

export type ProfileStatus = (typeof profileStatuses)[number];

export const defaultProfileStatus: ProfileStatus = 'Active';
export const clonedProfileStatus: ProfileStatus = 'Draft';

/** Spec 4: a cloned profile is set to Draft, whatever status was asked for. */
export function statusOnCreate(asked: ProfileStatus | undefined, cloned: boolean): ProfileStatus {
  if (cloned) return clonedProfileStatus;
  return asked ?? defaultProfileStatus;
}

export const profileStatusColors: Record<ProfileStatus, string> = {
  Draft: 'gray',
  Active: 'green',
  Paused: 'yellow',
  Archived: 'dark',
};
