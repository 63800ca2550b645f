export const permissionNames = {
  'super-admin': 'Everything',
  'sequencer-edit': 'Edit sequence profiles',
  'sequencer-settings-edit': 'Edit sequencer settings',
  'edit-content': 'Edit content',
  'edit-clients': 'Edit clients',
  'book-meetings': 'Book meetings',
  'work-tasks': 'Work call tasks',
  'manage-teams': 'Manage teams and users',
  'plan-capacity': 'Plan capacity and revenue',
} as const;

export type Permission = keyof typeof permissionNames;

export type Principal = {
  isGuest: boolean;
  permissions: readonly string[];
};

/** Spec 6: super-admin holds every permission. */
export function can(principal: Principal | null | undefined, permission: Permission): boolean {
  if (!principal || principal.isGuest) return false;
  return principal.permissions.includes('super-admin') || principal.permissions.includes(permission);
}

/** Spec 6: the header's actions are for a current, non-guest user only. */
export function showsHeaderActions(principal: Principal | null | undefined): boolean {
  return !!principal && !principal.isGuest;
}
