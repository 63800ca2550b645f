import { can, type Principal } from '../access/permissions';

// Issue 22, who may change what in the administration area: a super-admin
// manages users and roles; team managers (manage-teams) shape teams and
// bunches; a team lead edits their own team's details; settings follow
// spec 6 (super-admin or sequencer-settings-edit). Whatever their rights,
// no one raises their own, and the last active super-admin stays one. The
// server runs these before every write; the app uses them to offer only
// what will be accepted.

export type Actor = Principal & { id: number };

export type Refusal = { status: 403 | 409 | 422; message: string; field?: string };

const refuse = (status: Refusal['status'], message: string, field?: string): Refusal => ({ status, message, ...(field ? { field } : {}) });

const isSuperAdmin = (actor: Principal | null | undefined) => can(actor, 'super-admin');
export const canManageUsers = (actor: Principal | null | undefined) => isSuperAdmin(actor);
export const canReadAuditLog = (actor: Principal | null | undefined) => isSuperAdmin(actor);
export const canManageTeams = (actor: Principal | null | undefined) => can(actor, 'manage-teams');
export const canEditSettings = (actor: Principal | null | undefined) => can(actor, 'sequencer-settings-edit');

/** A user's rights: whether they can sign in, their roles, and every permission they hold (roles and direct). */
export type UserRights = { active: boolean; roles: readonly string[]; permissions: readonly string[] };

const holdsSuperAdmin = (r: UserRights) => r.active && r.permissions.includes('super-admin');

/**
 * May `actor` change a user's rights from `before` to `after`?
 * `activeSuperAdmins` counts the active super-admins now, the target included.
 */
export function userChangeRefusal(input: {
  actor: Actor;
  targetId: number;
  before: UserRights;
  after: UserRights;
  activeSuperAdmins: number;
}): Refusal | null {
  const { actor, targetId, before, after } = input;
  if (!canManageUsers(actor)) return refuse(403, 'Only a super-admin manages users.');
  if (actor.id === targetId) {
    const gained = [...after.roles.filter((r) => !before.roles.includes(r)), ...after.permissions.filter((p) => !before.permissions.includes(p))];
    if (gained.length) {
      return refuse(403, 'You cannot raise your own rights: ask another super-admin.', after.roles.some((r) => !before.roles.includes(r)) ? 'roles' : 'permissions');
    }
    if (before.active && !after.active) return refuse(422, 'You cannot deactivate yourself.', 'active');
  }
  if (holdsSuperAdmin(before) && !holdsSuperAdmin(after) && input.activeSuperAdmins <= 1) {
    const field = !after.active ? 'active' : after.roles.length !== before.roles.length || after.roles.some((r) => !before.roles.includes(r)) ? 'roles' : 'permissions';
    return refuse(409, 'This is the last active super-admin: make someone else a super-admin first.', field);
  }
  return null;
}

/** May `actor` add a user with these rights? */
export function userCreateRefusal(actor: Actor): Refusal | null {
  return canManageUsers(actor) ? null : refuse(403, 'Only a super-admin adds users.');
}

export type TeamAccess = 'manage' | 'lead' | null;

/** How `actor` may change a team: as a manager, as its lead (details only), or not at all. */
export function teamAccess(actor: Actor | null | undefined, team: { teamLeadId: number | null }): TeamAccess {
  if (!actor || actor.isGuest) return null;
  if (canManageTeams(actor)) return 'manage';
  return team.teamLeadId !== null && team.teamLeadId === actor.id ? 'lead' : null;
}

export type TeamChange = {
  name?: string;
  department?: number | null;
  teamLead?: number | null;
  slackWebhookUrl?: string | null;
  archived?: boolean;
};

/** May `actor` make this change to a team (null: a new team)? */
export function teamChangeRefusal(input: {
  actor: Actor;
  team: { teamLeadId: number | null; archived: boolean } | null;
  change: TeamChange;
}): Refusal | null {
  const { actor, team, change } = input;
  const access = team ? teamAccess(actor, team) : canManageTeams(actor) ? 'manage' : null;
  if (!access) return refuse(403, team ? "Only team managers and the team's lead edit a team." : 'Only team managers add teams.');
  const leadChanges = change.teamLead !== undefined && change.teamLead !== (team?.teamLeadId ?? null);
  if (access === 'lead') {
    if (leadChanges) return refuse(403, "Only a team manager changes a team's lead.", 'teamLead');
    if (change.archived !== undefined) return refuse(403, 'Only a team manager archives or restores a team.');
  }
  // Leading a team gives its members' tasks: that is a right like any other.
  if (leadChanges && change.teamLead === actor.id && !isSuperAdmin(actor)) {
    return refuse(403, "You cannot make yourself a team's lead: ask a super-admin.", 'teamLead');
  }
  if (team?.archived && change.archived !== false) return refuse(409, 'This team is archived: restore it before editing it.');
  return null;
}

export type AdminSection = 'users' | 'teams' | 'bunches' | 'roles' | 'settings' | 'audit';

export const adminSectionOrder: readonly AdminSection[] = ['users', 'teams', 'bunches', 'roles', 'settings', 'audit'];

/** The administration screens `actor` may open (none: no Administration item at all). */
export function adminSections(actor: Actor | null | undefined, ledTeamIds: readonly number[] = []): AdminSection[] {
  if (!actor || actor.isGuest) return [];
  const allowed: Record<AdminSection, boolean> = {
    users: canManageUsers(actor),
    teams: canManageTeams(actor) || ledTeamIds.length > 0,
    bunches: canManageTeams(actor),
    roles: canManageTeams(actor),
    settings: canEditSettings(actor),
    audit: canReadAuditLog(actor),
  };
  return adminSectionOrder.filter((s) => allowed[s]);
}

/** Every permission a user holds: from their roles and granted directly, sorted. */
export function effectivePermissions(
  roles: readonly string[],
  direct: readonly string[],
  rolePermissions: Readonly<Record<string, readonly string[]>>,
): string[] {
  return [...new Set([...roles.flatMap((r) => rolePermissions[r] ?? []), ...direct])].sort();
}
