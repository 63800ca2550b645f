import { capacityHorizonJob, capacityHorizonSchedule } from '../queries/capacity-horizon';
import type { JobHandler, JobSchedule } from './job-runner';

/**
 * Every kind of background job the server runs, by name. Each area adds its
 * own (`'prospects.upload': processUpload`, ...); the handler lives with its
 * area's routes and queries.
 */
export const jobHandlers: Record<string, JobHandler> = {
  'capacity.horizon': capacityHorizonJob,
};

/** Recurring work (daily exports, ...). */
export const jobSchedules: JobSchedule[] = [capacityHorizonSchedule];
