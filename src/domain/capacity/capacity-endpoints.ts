import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { assumptionPatchSchema, hireCreateSchema, hirePatchSchema, projectionPatchSchema } from './capacity-schemas';
import { assumptionSchema, hireSchema, projectionSchema, projectionsAnswerSchema } from './capacity-types';

const tag = 'capacity';
const idParams = v.object({ id: idField });
const readAccess = 'staff (guests get nothing)';
const editAccess = 'super-admins and Directors of Strategic Operations (plan-capacity)';

// The plan is not mirrored: its edits queue with op 'none' (decision 0022)
// and the screen shows them from the outbox. Versioned rows send If-Match
// with the version the director saw, so a change made meanwhile by someone
// else is a conflict in the sync panel, not a silent overwrite.
const planWrite = (collection: string) => ({
  collection,
  entityId: ({ params }: { params: { id: string | number } }) => params.id,
  ifMatch: true,
  responseRow: '',
});

export const listAssumptions = endpoint({
  method: 'GET',
  path: '/api/capacity/assumptions',
  summary: "The capacity model's named inputs, with units and bounds",
  tag,
  access: readAccess,
  answer: v.array(assumptionSchema),
});

/** The value must fit the assumption's bounds (422 on val otherwise). */
export const patchAssumption = endpoint({
  method: 'PATCH',
  path: '/api/capacity/assumptions/{id}',
  summary: "Change an assumption's value",
  tag,
  access: editAccess,
  params: idParams,
  body: assumptionPatchSchema,
  answer: assumptionSchema,
  offline: planWrite('capacity-assumptions'),
});

export const listProjections = endpoint({
  method: 'GET',
  path: '/api/capacity/projections',
  summary: 'The plan by month: the past year as recorded, the next twelve months with capacity, demand and the gap',
  tag,
  access: readAccess,
  answer: projectionsAnswerSchema,
});

/** Only newClients, churnPct and note, of the current month or a later one. */
export const patchProjection = endpoint({
  method: 'PATCH',
  path: '/api/capacity/projections/{id}',
  summary: "Change a month's projected new clients, churn or note",
  tag,
  access: editAccess,
  params: idParams,
  body: projectionPatchSchema,
  answer: projectionSchema,
  offline: planWrite('capacity-projections'),
});

export const listHires = endpoint({
  method: 'GET',
  path: '/api/capacity/hire',
  summary: 'Planned hires, archived ones included, by start date',
  tag,
  access: readAccess,
  answer: v.array(hireSchema),
});

export const createHire = endpoint({
  method: 'POST',
  path: '/api/capacity/hire',
  summary: 'Plan a hire',
  tag,
  access: editAccess,
  body: hireCreateSchema,
  answer: hireSchema,
  status: 201,
  // A new hire has no id yet: new hires queue one after another.
  offline: { collection: 'capacity-hires', entityId: () => 'new', responseRow: '' },
});

/** Spec 4: hires can be archived (archived: true); an archived hire adds no capacity. */
export const patchHire = endpoint({
  method: 'PATCH',
  path: '/api/capacity/hire/{id}',
  summary: "Change a hire's name, role, start date or starting capacity, or archive it",
  tag,
  access: editAccess,
  params: idParams,
  body: hirePatchSchema,
  answer: hireSchema,
  offline: planWrite('capacity-hires'),
});
