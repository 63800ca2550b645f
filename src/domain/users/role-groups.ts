import { roleGroups, type RoleGroup } from '../access/roles';

export const roleGroupLabels: Record<RoleGroup, string> = {
  strategists: 'Strategists',
  psms: 'PSMs',
  pdms: 'PDMs',
  sdrGroup: 'SDR group',
};

/** Spec 6: the groupings a role (by name) belongs to; a PDM is both a PDM and in the SDR group. */
export function groupsOfRole(roleName: string): RoleGroup[] {
  return (Object.keys(roleGroups) as RoleGroup[]).filter((g) => (roleGroups[g] as readonly string[]).includes(roleName));
}
