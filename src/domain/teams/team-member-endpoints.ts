import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { teamMemberSchema } from './team-member-schema';
import { clientTeamMemberSchema, teamAssignmentSchema } from './team-member-types';

const tag = 'client teams';
const clientParams = v.object({ id: idField });

export const listClientTeam = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/team/members',
  summary: "A client's team, each member with their role",
  tag,
  access: 'staff',
  params: clientParams,
  answer: v.array(clientTeamMemberSchema),
});

/** Spec 6: assigning a PSM also assigns the campaign strategist of the same bunch. 201 when someone was added, 200 when all were already. */
export const assignClientTeamMember = endpoint({
  method: 'POST',
  path: '/api/clients/{id}/team/members',
  summary: "Assign a staff member to a client's team",
  tag,
  access: 'staff with edit-clients',
  params: clientParams,
  body: teamMemberSchema,
  answer: teamAssignmentSchema,
  status: 201,
  // Teams are not mirrored: an assignment queues (capacity's Assign tab, decision 0029).
  offline: { collection: 'client-team', entityId: ({ params }) => params.id },
});

export const unassignClientTeamMember = endpoint({
  method: 'DELETE',
  path: '/api/clients/{id}/team/members/{memberId}',
  summary: "Unassign one member of a client's team",
  tag,
  access: 'staff with edit-clients',
  params: v.object({ id: idField, memberId: idField }),
  answer: v.object({ members: v.array(clientTeamMemberSchema) }),
});

export const unassignClientTeam = endpoint({
  method: 'DELETE',
  path: '/api/clients/{id}/team/members',
  summary: "Unassign everyone from a client's team",
  tag,
  access: 'staff with edit-clients',
  params: clientParams,
  answer: v.object({ members: v.array(clientTeamMemberSchema), removed: v.number() }),
});
