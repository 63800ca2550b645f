import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { bunchMemberSchema, bunchSchema } from './team-member-schema';
import { bunchRowSchema } from './team-member-types';

const tag = 'bunches';

export const listBunches = endpoint({
  method: 'GET',
  path: '/api/bunch',
  summary: 'Every bunch with its members (user with role)',
  tag,
  access: 'staff',
  answer: v.array(bunchRowSchema),
});

export const createBunch = endpoint({
  method: 'POST',
  path: '/api/bunch',
  summary: 'A new, empty bunch',
  tag,
  access: 'staff with manage-teams',
  body: bunchSchema,
  answer: bunchRowSchema,
  status: 201,
});

/** Answers the bunch: 201, or 200 when the user already was a member. */
export const addBunchMember = endpoint({
  method: 'POST',
  path: '/api/bunch/member',
  summary: 'Add a staff member to a bunch',
  tag,
  access: 'staff with manage-teams',
  body: bunchMemberSchema,
  answer: bunchRowSchema,
  status: 201,
});

export const removeBunchMember = endpoint({
  method: 'DELETE',
  path: '/api/bunch/member/{id}',
  summary: 'Remove a membership from its bunch; answers the bunch',
  tag,
  access: 'staff with manage-teams',
  params: v.object({ id: idField }),
  answer: bunchRowSchema,
});
