import { completeSandboxSync } from '../integrations/sandbox-outreach-sync';
import { sandboxSyncJob } from '../integrations/sandbox-outreach';
import { completeSmartleadSync, smartleadSyncJob } from '../integrations/sandbox-smartlead';
import type { JobHandler, JobSchedule } from './job-runner';

/**
 * Every kind of background job the server runs, by name. Each area adds its
 * own (`'prospects.upload': processUpload`, ...); the handler lives with its
 * area's routes and queries.
 */
export const jobHandlers: Record<string, JobHandler> = {
  // Spec 4: the sandbox clears sequencesSyncRequested a few seconds after a sync request.
  [sandboxSyncJob]: completeSandboxSync,
  // The Smartlead sandbox finishes a sync a few seconds after it is asked.
  [smartleadSyncJob]: completeSmartleadSync,
};

/** Recurring work (daily exports, ...). */
export const jobSchedules: JobSchedule[] = [];
