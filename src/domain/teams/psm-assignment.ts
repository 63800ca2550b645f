import { inRoleGroup } from '../access/roles';

type UserWithRoles = { id: number; roles: readonly { name: string }[] };
type BunchMembership = { bunchId: number; userId: number };

/**
 * Spec 6: assigning a PSM to a client also assigns the campaign strategist
 * of the same bunch. Answers every user the assignment brings, the chosen
 * one first; a user who is not a PSM brings no one.
 */
export function usersToAssign(userId: number, users: readonly UserWithRoles[], memberships: readonly BunchMembership[]): number[] {
  const user = users.find((u) => u.id === userId);
  const out = [userId];
  if (!user || !inRoleGroup(user.roles, 'psms')) return out;
  const bunchIds = new Set(memberships.filter((m) => m.userId === userId).map((m) => m.bunchId));
  for (const m of memberships) {
    if (!bunchIds.has(m.bunchId) || out.includes(m.userId)) continue;
    const other = users.find((u) => u.id === m.userId);
    if (other && inRoleGroup(other.roles, 'strategists')) out.push(m.userId);
  }
  return out;
}

/** The role group a user is shown under on a team (spec 6), or null. */
export function roleGroupLabel(roles: readonly { name: string }[]): string | null {
  if (inRoleGroup(roles, 'psms')) return 'PSM';
  if (inRoleGroup(roles, 'strategists')) return 'Strategist';
  if (inRoleGroup(roles, 'pdms')) return 'PDM';
  if (inRoleGroup(roles, 'sdrGroup')) return 'SDR group';
  return null;
}
