import * as v from 'valibot';

// Spec 1 and 6: the roles of the agency and how they group.
export const roleNames = {
  admin: 'Administrator',
  sdr: 'SDR',
  pdm: 'Partner Delivery Manager',
  psm: 'Partner Success Manager',
  strategist: 'Campaign Strategist',
  dso: 'Director of Strategic Operations',
  ssdr: 'Strategic SDR',
  content: 'Content Owner',
  guest: 'Client Contact',
} as const;

export type RoleSlug = keyof typeof roleNames;

export const roleRefSchema = v.object({ id: v.number(), slug: v.string(), name: v.string() });
export type RoleRef = v.InferOutput<typeof roleRefSchema>;

/** Spec 6: reps bookable for a meeting (the current user is added too). */
export const bookableRoleSlugs = ['sdr', 'pdm', 'dso', 'ssdr'] as const;

/** Spec 6, groupings by role name. */
export const roleGroups = {
  strategists: ['Campaign Strategist'],
  psms: ['Partner Success Manager'],
  pdms: ['Partner Delivery Manager'],
  sdrGroup: ['SDR', 'Partner Delivery Manager', 'Director of Strategic Operations', 'Strategic SDR'],
} as const;

export type RoleGroup = keyof typeof roleGroups;

export function inRoleGroup(roles: readonly { name: string }[], group: RoleGroup): boolean {
  const names: readonly string[] = roleGroups[group];
  return roles.some((r) => names.includes(r.name));
}
