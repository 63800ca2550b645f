/**
 * A person as other screens name them. Issue 22: a deactivated rep's
 * clients, tasks and meetings stay theirs and show them as inactive, so a
 * lead sees what needs a new owner.
 */
export function userLabel(user: { name: string; active?: boolean } | undefined, fallback: string): string {
  if (!user) return fallback;
  return user.active === false ? `${user.name} (inactive)` : user.name;
}

/** The ids of the users that are known to be inactive. */
export function inactiveIds(users: readonly { id: number; active?: boolean }[]): Set<number> {
  return new Set(users.filter((u) => u.active === false).map((u) => u.id));
}
