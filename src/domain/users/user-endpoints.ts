import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { flagField, idField, listField, textField } from '../api/fields';
import { userSummarySchema } from '../lookups/lookup-types';
import { roleSchema } from './role-schema';
import { adminUserSchema, temporaryPasswordSchema, userCreateSchema, userPatchSchema } from './user-schema';

const tag = 'users';
const userParams = v.object({ id: idField });

/**
 * Spec 7: GET /api/users with filters active, assigned, roles[], startingCapacity, permission, client;
 * include-me adds the caller; team keeps the members of one team.
 */
export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'Staff users with roles, permissions and teams, filtered',
  tag,
  access: 'staff',
  query: v.object({
    active: v.optional(flagField),
    assigned: v.optional(flagField),
    roles: v.optional(listField(50)),
    startingCapacity: v.optional(flagField),
    permission: v.optional(textField(100, 'permission')),
    client: v.optional(idField),
    team: v.optional(idField),
    'include-me': v.optional(flagField),
  }),
  answer: v.array(userSummarySchema),
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/users/{id}',
  summary: 'One staff user as the administration area edits them (direct permissions, version)',
  tag,
  access: 'super-admin',
  params: userParams,
  answer: adminUserSchema,
});

/**
 * Issue 22: the caller's app makes the temporary password and shows it once;
 * the server keeps only its hash and never answers it back. The new user
 * must set their own password at first sign-in.
 */
export const createUser = endpoint({
  method: 'POST',
  path: '/api/users',
  summary: 'Add a staff user who first signs in with a temporary password',
  tag,
  access: 'super-admin',
  body: userCreateSchema,
  answer: adminUserSchema,
  status: 201,
});

/** Spec 7: PATCH /api/users/{id}. Deactivating ends the user's sessions at once. If-Match: the version read. */
export const updateUser = endpoint({
  method: 'PATCH',
  path: '/api/users/{id}',
  summary: "Change a user's name, roles, permissions, teams, starting capacity, or deactivate them",
  description: 'Refused for your own rights (403) and for the last active super-admin (409).',
  tag,
  access: 'super-admin',
  params: userParams,
  body: userPatchSchema,
  answer: adminUserSchema,
});

/** A lost or expired temporary password: a new one, and the user's sessions end. */
export const resetUserPassword = endpoint({
  method: 'POST',
  path: '/api/users/{id}/temporary-password',
  summary: 'Give a user a new temporary password; they must set their own at next sign-in',
  tag,
  access: 'super-admin',
  params: userParams,
  body: temporaryPasswordSchema,
  answer: adminUserSchema,
});

/** Spec 7: GET /api/roles; each role with the permissions it gives. */
export const listRoles = endpoint({
  method: 'GET',
  path: '/api/roles',
  summary: 'The roles of spec 1, each with the permissions it gives',
  tag,
  access: 'staff',
  answer: v.array(roleSchema),
});
