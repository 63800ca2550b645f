import * as v from 'valibot';
import { dateField, lengths, requiredText, textField } from '../api/fields';

// Bodies of the capacity writes (spec 7), the forms' schemas too.

/** Roles a hire can be planned for: the client-facing staff. */
export const hireRoles = ['sdr', 'ssdr', 'pdm', 'psm', 'strategist', 'dso'] as const;
export type HireRole = (typeof hireRoles)[number];

const number = (label: string) => v.pipe(v.number(`${label} must be a number.`), v.finite(`${label} must be a number.`));

const startingCapacity = v.pipe(
  number('Starting capacity'),
  v.integer('Starting capacity must be a whole number of clients.'),
  v.minValue(0, 'Starting capacity cannot be negative.'),
  v.maxValue(100, 'Starting capacity is at most 100 clients.'),
);

const atLeastOne = (input: Record<string, unknown>) => Object.keys(input).length > 0;

/** PATCH /api/capacity/assumptions/{id} {val}: its bounds depend on the assumption (checked with assumptionValueIssue). */
export const assumptionPatchSchema = v.strictObject({ val: number('The value') });
export type AssumptionPatch = v.InferOutput<typeof assumptionPatchSchema>;

/** POST /api/capacity/hire. */
export const hireCreateSchema = v.strictObject({
  name: requiredText(lengths.name, 'Name'),
  role: v.picklist(hireRoles, `Role must be one of: ${hireRoles.join(', ')}.`),
  startDate: dateField('Start date'),
  startingCapacity,
});
export type HireCreate = v.InferOutput<typeof hireCreateSchema>;

/** PATCH /api/capacity/hire/{id}: name, role, startDate, startingCapacity, or archived (spec 7). */
export const hirePatchSchema = v.pipe(
  v.strictObject({
    name: v.optional(requiredText(lengths.name, 'Name')),
    role: v.optional(v.picklist(hireRoles, `Role must be one of: ${hireRoles.join(', ')}.`)),
    startDate: v.optional(dateField('Start date')),
    startingCapacity: v.optional(startingCapacity),
    archived: v.optional(v.boolean('Archived must be true or false.')),
  }),
  v.check(atLeastOne, 'Send at least one field to change.'),
);
export type HirePatch = v.InferOutput<typeof hirePatchSchema>;

/** PATCH /api/capacity/projections/{id}: the editable keys of a month; any other key is refused. */
export const projectionPatchSchema = v.pipe(
  v.strictObject({
    newClients: v.optional(
      v.pipe(number('New clients'), v.integer('New clients must be a whole number.'), v.minValue(0, 'New clients cannot be negative.'), v.maxValue(1000, 'New clients is at most 1000.')),
    ),
    churnPct: v.optional(v.nullable(v.pipe(number('Churn'), v.minValue(0, 'Churn cannot be negative.'), v.maxValue(100, 'Churn is at most 100%.')))),
    note: v.optional(textField(1000, 'Note')),
  }, 'Only newClients, churnPct and note of a month can be changed.'),
  v.check(atLeastOne, 'Send at least one field to change.'),
);
export type ProjectionPatch = v.InferOutput<typeof projectionPatchSchema>;
