import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { opportunityPatchSchema } from './opportunity-patch-schema';
import { opportunitySchema } from './opportunity-types';

const tag = 'deals';

export const listOpportunities = endpoint({
  method: 'GET',
  path: '/api/opportunities',
  summary: "Deals, of one client or of all the caller sees",
  tag,
  access: 'staff; guests get their own client',
  query: v.object({ client: v.optional(idField) }),
  answer: v.array(opportunitySchema),
});

export const getOpportunity = endpoint({
  method: 'GET',
  path: '/api/opportunities/{id}',
  summary: 'One deal',
  tag,
  access: 'staff, and guests for their own client',
  params: v.object({ id: idField }),
  answer: opportunitySchema,
});

/** Spec 5: revenue must be what the contract type gives (422 otherwise); If-Match guards against lost updates. */
export const patchOpportunity = endpoint({
  method: 'PATCH',
  path: '/api/opportunities/{id}',
  summary: "Change a deal's contract terms and revenue",
  tag,
  access: 'staff',
  params: v.object({ id: idField }),
  body: opportunityPatchSchema,
  answer: opportunitySchema,
  offline: { collection: 'opportunities', entityId: ({ params }) => params.id, ifMatch: true },
});
