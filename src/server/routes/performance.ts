import { Hono } from 'hono';
import {
  listFilterReps,
  listFilterSegments,
  listFilterTeams,
  listSequencePerformance,
  listSequenceSteps,
  listStepTemplates,
} from '../../domain/performance/performance-endpoints';
import { statusesOf, type SequenceStatusFilter } from '../../domain/performance/sequence-status-filter';
import { staffOnly } from '../auth/guards';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import {
  loadRepOptions,
  loadSegmentOptions,
  loadSequencePage,
  loadSteps,
  loadTeamOptions,
  loadTemplates,
  sequenceExists,
  stepExists,
} from '../queries/performance';

// Spec 7, "Performance and filters": outside /api, for staff (spec 2's panel).
export const performanceRoutes = new Hono<AppEnv>();

route(performanceRoutes, listFilterTeams, staffOnly, (c) => loadTeamOptions(c.get('db')));

route(performanceRoutes, listFilterReps, staffOnly, (c, { query }) => loadRepOptions(c.get('db'), query.teams ?? []));

route(performanceRoutes, listFilterSegments, staffOnly, (c, { query }) => loadSegmentOptions(c.get('db'), query.teams ?? []));

route(performanceRoutes, listSequencePerformance, staffOnly, (c, { query }) =>
  loadSequencePage(c.get('db'), {
    statuses: statusesOf(query.sequence_status as SequenceStatusFilter[] | undefined),
    teams: query.teams ?? [],
    reps: query.csm ?? [],
    segments: query.campaigns ?? [],
    sort: query.sort,
    direction: query.direction,
    offset: query.offset,
    limit: query.limit,
  }),
);

route(performanceRoutes, listSequenceSteps, staffOnly, async (c, { params }) => {
  if (!(await sequenceExists(c.get('db'), params.id))) throw notFound();
  return loadSteps(c.get('db'), params.id);
});

route(performanceRoutes, listStepTemplates, staffOnly, async (c, { params }) => {
  if (!(await stepExists(c.get('db'), params.id))) throw notFound();
  return loadTemplates(c.get('db'), params.id);
});
