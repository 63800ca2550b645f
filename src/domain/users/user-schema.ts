import * as v from 'valibot';
import { permissionNames, type Permission } from '../access/permissions';
import { roleNames, type RoleSlug } from '../access/roles';
import { idField, lengths, requiredText } from '../api/fields';
import { userSummarySchema } from '../lookups/lookup-types';
import { temporaryPasswordField } from './temporary-password';

/** The roles a staff user can be given here (a guest is a client contact, added with their client). */
export const staffRoleSlugs = (Object.keys(roleNames) as RoleSlug[]).filter((r) => r !== 'guest');
export const permissionSlugs = Object.keys(permissionNames) as Permission[];

const roleList = v.pipe(
  v.array(v.picklist(staffRoleSlugs, 'Choose roles from the list.'), 'Choose roles from the list.'),
  v.minLength(1, 'Choose at least one role.'),
  v.maxLength(staffRoleSlugs.length, 'Choose each role once.'),
  v.check((list) => new Set(list).size === list.length, 'Choose each role once.'),
);
const permissionList = v.pipe(
  v.array(v.picklist(permissionSlugs, 'Choose permissions from the list.'), 'Choose permissions from the list.'),
  v.maxLength(permissionSlugs.length, 'Choose each permission once.'),
  v.check((list) => new Set(list).size === list.length, 'Choose each permission once.'),
);
const teamList = v.pipe(
  v.array(idField, 'Choose teams from the list.'),
  v.maxLength(50, 'Choose at most 50 teams.'),
  v.check((list) => new Set(list).size === list.length, 'Choose each team once.'),
);
// Capacity planning: how many clients a rep starts with; empty for those who carry none.
const startingCapacity = v.nullable(
  v.pipe(
    v.number('Starting capacity must be a number.'),
    v.integer('Starting capacity is a whole number.'),
    v.minValue(0, 'Starting capacity is at least 0.'),
    v.maxValue(500, 'Starting capacity is at most 500.'),
  ),
);
const nameField = requiredText(lengths.name, 'Name');
const emailField = v.pipe(
  v.string('Enter an email address.'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'Enter an email address.'),
  v.maxLength(lengths.email, `An email address is at most ${lengths.email} characters.`),
  v.email('Enter a valid email address.'),
);

/** POST /api/users: a new staff user and the temporary password they first sign in with. */
export const userCreateSchema = v.strictObject({
  name: nameField,
  email: emailField,
  roles: roleList,
  permissions: v.optional(permissionList, []),
  teamIds: v.optional(teamList, []),
  startingCapacity: v.optional(startingCapacity, null),
  temporaryPassword: temporaryPasswordField,
});
export type UserCreateInput = v.InferInput<typeof userCreateSchema>;
export type UserCreate = v.InferOutput<typeof userCreateSchema>;

/**
 * PATCH /api/users/{id}: name, roles, direct permissions, teams, active and
 * starting capacity; If-Match guards against overwriting another admin's edit.
 */
export const userPatchSchema = v.strictObject({
  name: v.optional(nameField),
  roles: v.optional(roleList),
  permissions: v.optional(permissionList),
  teamIds: v.optional(teamList),
  active: v.optional(v.boolean('active is true or false.')),
  startingCapacity: v.optional(startingCapacity),
});
export type UserPatchInput = v.InferInput<typeof userPatchSchema>;
export type UserPatch = v.InferOutput<typeof userPatchSchema>;

/** POST /api/users/{id}/temporary-password. */
export const temporaryPasswordSchema = v.strictObject({ temporaryPassword: temporaryPasswordField });

/** A user as the administration area edits them. */
export const adminUserSchema = v.object({
  ...userSummarySchema.entries,
  /** Granted to the user directly, beside what their roles give. */
  directPermissions: v.array(v.string()),
  mustSetPassword: v.boolean(),
  /** What stays theirs when they are deactivated: client teams they are on, open call tasks, meetings as the rep. */
  holdings: v.object({ clientTeams: v.number(), openTasks: v.number(), meetings: v.number() }),
  createdAt: v.string(),
  version: v.number(),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;
