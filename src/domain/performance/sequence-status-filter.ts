// Spec 4: the sequence status filter. The address and the API speak in
// enabled / disabled / locked; a lead reads Active / Paused / Locked. All
// three are chosen by default.
export const sequenceStatusFilters = ['enabled', 'disabled', 'locked'] as const;
export type SequenceStatusFilter = (typeof sequenceStatusFilters)[number];

export const sequenceStatuses = ['Active', 'Paused', 'Locked'] as const;
export type SequenceStatus = (typeof sequenceStatuses)[number];

export const statusOfFilter: Record<SequenceStatusFilter, SequenceStatus> = {
  enabled: 'Active',
  disabled: 'Paused',
  locked: 'Locked',
};

export const defaultStatusFilter: readonly SequenceStatusFilter[] = ['enabled', 'disabled', 'locked'];

/** The statuses a filter selects; none chosen reads as the default (all three). */
export function statusesOf(filter: readonly SequenceStatusFilter[] | undefined): SequenceStatus[] {
  const chosen = filter && filter.length ? filter : defaultStatusFilter;
  return sequenceStatusFilters.filter((f) => chosen.includes(f)).map((f) => statusOfFilter[f]);
}

/** An Outreach sequence's flags as the panel's status: a locked sequence reads Locked whether enabled or not. */
export function sequenceStatusOf(flags: { enabled: boolean; locked: boolean }): SequenceStatus {
  if (flags.locked) return 'Locked';
  return flags.enabled ? 'Active' : 'Paused';
}

export const sequenceStatusColors: Record<SequenceStatus, string> = { Active: 'green', Paused: 'yellow', Locked: 'gray' };
