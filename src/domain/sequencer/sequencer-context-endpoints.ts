import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { profileTeamSchema, sequencerClientDetailsSchema } from './profile-types';

/** Spec 7: GET /api/users/teams/{teamId} with client and profile: team and pastTeam. */
export const getProfileTeam = endpoint({
  method: 'GET',
  path: '/api/users/teams/{teamId}',
  summary: "A team's members, and the past team of a client's profile",
  description: 'pastTeam: people who worked on the profile (or on the client\'s profiles) and are no longer on the team or the client\'s team.',
  tag: 'users',
  access: 'staff',
  params: v.object({ teamId: idField }),
  query: v.object({ client: v.optional(idField), profile: v.optional(idField) }),
  answer: profileTeamSchema,
});

/** Spec 7: GET {client}/details, for the profile page's header. */
export const getSequencerClientDetails = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/details',
  summary: "A client's details for its sequence profiles: team, Outreach account and instance",
  tag: 'sequencer',
  access: 'staff',
  params: v.object({ id: idField }),
  answer: sequencerClientDetailsSchema,
});
