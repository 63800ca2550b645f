import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField, idListField, intField, listField } from '../api/fields';
import { countColumns } from './performance-counts';
import { performanceMaxLimit } from './performance-paging';
import { filterOptionSchema, segmentOptionSchema, sequencePageSchema, sequenceStepSchema, stepTemplateSchema } from './performance-types';
import { sequenceStatusFilters } from './sequence-status-filter';

const tag = 'performance';
const access = 'staff';
const teamsQuery = v.object({ teams: v.optional(idListField) });

/** Spec 7: GET /filter/teams (outside /api). */
export const listFilterTeams = endpoint({
  method: 'GET',
  path: '/filter/teams',
  summary: 'The teams the performance panel filters by',
  tag,
  access,
  answer: v.array(filterOptionSchema),
});

/** Spec 7: GET /filter/sdr with the chosen teams (none: every rep). */
export const listFilterReps = endpoint({
  method: 'GET',
  path: '/filter/sdr',
  summary: 'The reps (csm) of the chosen teams, or all reps when no team is chosen',
  tag,
  access,
  query: teamsQuery,
  answer: v.array(filterOptionSchema),
});

/** Spec 7: GET /filter/segments with the chosen teams (none: every segment). */
export const listFilterSegments = endpoint({
  method: 'GET',
  path: '/filter/segments',
  summary: 'The client segments (campaigns) of the chosen teams, or all when no team is chosen',
  tag,
  access,
  query: teamsQuery,
  answer: v.array(segmentOptionSchema),
});

export const sequenceListQuery = v.object({
  // Spec 9: page size 10 from offset 0.
  offset: v.optional(intField(0), 0),
  limit: v.optional(intField(1, performanceMaxLimit), 10),
  sequence_status: v.optional(
    v.pipe(
      listField(20, 3),
      v.check((list) => list.every((s) => (sequenceStatusFilters as readonly string[]).includes(s)), `sequence_status must be some of: ${sequenceStatusFilters.join(', ')}.`),
    ),
  ),
  teams: v.optional(idListField),
  csm: v.optional(idListField),
  campaigns: v.optional(idListField),
  sort: v.optional(v.picklist(countColumns, `sort must be one of: ${countColumns.join(', ')}.`)),
  direction: v.optional(v.picklist(['asc', 'desc'], 'direction must be asc or desc.')),
});

/** Spec 7: a page of sequences and the total, filters combined (AND between filters, OR within one). */
export const listSequencePerformance = endpoint({
  method: 'GET',
  path: '/sequence-performance/get-list',
  summary: 'A page of sequences with their counts, and how many match the filters',
  description: 'Counts are aggregated from the per-send records. An offset past the end answers an empty page with the total; limit is 1 to 100.',
  tag,
  access,
  query: sequenceListQuery,
  answer: sequencePageSchema,
});

export const listSequenceSteps = endpoint({
  method: 'GET',
  path: '/sequence-performance/{id}/steps',
  summary: "A sequence's steps with their counts",
  tag,
  access,
  params: v.object({ id: idField }),
  answer: v.array(sequenceStepSchema),
});

export const listStepTemplates = endpoint({
  method: 'GET',
  path: '/sequence-performance/steps/{id}/templates',
  summary: "A step's templates with their counts",
  tag,
  access,
  params: v.object({ id: idField }),
  answer: v.array(stepTemplateSchema),
});
