import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { flagField, idField } from '../api/fields';
import { departmentSchema } from '../lookups/lookup-types';
import { slackPostSchema, teamCreateSchema, teamDetailSchema, teamPatchSchema, teamRowSchema } from './team-schema';

const tag = 'teams';
const teamParams = v.object({ id: idField });

/** Spec 7: GET /api/teams. Archived teams are left out unless archived=1. */
export const listTeams = endpoint({
  method: 'GET',
  path: '/api/teams',
  summary: 'Teams with department, lead and members; archived=1 adds the archived ones',
  tag,
  access: 'staff',
  query: v.object({ archived: v.optional(flagField) }),
  answer: v.array(teamRowSchema),
});

export const listDepartments = endpoint({
  method: 'GET',
  path: '/api/teams/departments',
  summary: 'Departments',
  tag,
  access: 'staff',
  answer: v.array(departmentSchema),
});

export const getTeam = endpoint({
  method: 'GET',
  path: '/api/teams/{id}',
  summary: 'One team, archived or not, with its whole webhook address and version',
  tag,
  access: "team managers (manage-teams), and the team's lead",
  params: teamParams,
  answer: teamDetailSchema,
});

export const createTeam = endpoint({
  method: 'POST',
  path: '/api/teams',
  summary: 'A new team; its lead joins it',
  tag,
  access: 'team managers (manage-teams, super-admin)',
  body: teamCreateSchema,
  answer: teamDetailSchema,
  status: 201,
});

/** If-Match: the version the editor read. */
export const updateTeam = endpoint({
  method: 'PATCH',
  path: '/api/teams/{id}',
  summary: "Change a team's name, department, lead or Slack webhook; archived: false restores it",
  tag,
  access: "team managers; the team's lead for its name, department and webhook",
  params: teamParams,
  body: teamPatchSchema,
  answer: teamDetailSchema,
});

/** Spec 4: teams are archived by a delete call. A second call answers the archived team again. */
export const archiveTeam = endpoint({
  method: 'DELETE',
  path: '/api/teams/{id}',
  summary: 'Archive a team (it leaves the lists; its members and clients stay)',
  tag,
  access: 'team managers (manage-teams, super-admin)',
  params: teamParams,
  answer: teamDetailSchema,
});

/** The post is a background job: poll GET /api/teams/{id}/slack-posts for its outcome. */
export const testTeamWebhook = endpoint({
  method: 'POST',
  path: '/api/teams/{id}/slack-test',
  summary: "Send a test message to the team's Slack webhook",
  tag,
  access: "team managers, and the team's lead",
  params: teamParams,
  answer: slackPostSchema,
  status: 202,
});

export const listTeamSlackPosts = endpoint({
  method: 'GET',
  path: '/api/teams/{id}/slack-posts',
  summary: "The last 20 messages posted (or recorded by the sandbox) to the team's webhook, newest first",
  tag,
  access: "team managers, and the team's lead",
  params: teamParams,
  answer: v.array(slackPostSchema),
});
