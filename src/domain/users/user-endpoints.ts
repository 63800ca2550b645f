import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { flagField, idField, listField, textField } from '../api/fields';
import { userSummarySchema } from '../lookups/lookup-types';

/** Spec 7: GET /api/users with filters active, assigned, roles[], startingCapacity, permission, client; include-me adds the caller. */
export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'Staff users with roles, permissions and teams, filtered',
  tag: 'users',
  access: 'staff',
  query: v.object({
    active: v.optional(flagField),
    assigned: v.optional(flagField),
    roles: v.optional(listField(50)),
    startingCapacity: v.optional(flagField),
    permission: v.optional(textField(100, 'permission')),
    client: v.optional(idField),
    'include-me': v.optional(flagField),
  }),
  answer: v.array(userSummarySchema),
});
