import { bookingLookupsRefreshKind, bookingLookupsSchedule, refreshBookingLookupsJob } from '../queries/booking-lookups';
import { capacityHorizonJob, capacityHorizonSchedule } from '../queries/capacity-horizon';
import { completeSandboxSync } from '../integrations/sandbox-outreach-sync';
import { sandboxSyncJob } from '../integrations/sandbox-outreach';
import { completeSmartleadSync, smartleadSyncJob } from '../integrations/sandbox-smartlead';
import { syncContentJob, uploadContentJob } from './content-jobs';
import { postMeetingBooked, sendSlackPost } from '../integrations/slack-posts';
import type { JobHandler, JobSchedule } from './job-runner';
import { dailyExportKind, dailyExportSchedule, dailyExportsKind, enqueueDailyExports, runDailyExport } from '../queries/prospect-daily-exports';
import { processUpload, uploadJobKind } from '../queries/prospect-upload-job';

/**
 * Every kind of background job the server runs, by name. Each area adds its
 * own (`'prospects.upload': processUpload`, ...); the handler lives with its
 * area's routes and queries.
 */
export const jobHandlers: Record<string, JobHandler> = {
  'capacity.horizon': capacityHorizonJob,
  [uploadJobKind]: processUpload,
  [dailyExportsKind]: enqueueDailyExports,
  [dailyExportKind]: runDailyExport,
  // Spec 4: the sandbox clears sequencesSyncRequested a few seconds after a sync request.
  [sandboxSyncJob]: completeSandboxSync,
  // The Smartlead sandbox finishes a sync a few seconds after it is asked.
  [smartleadSyncJob]: completeSmartleadSync,
  'content.upload': uploadContentJob,
  'content.sync': syncContentJob,
  // Administration (issue 22): Slack posts to a team's webhook.
  'slack.post': sendSlackPost,
  'slack.meeting-booked': postMeetingBooked,
  // Issue 16: the booking lookups on the change feed follow Gmail's and Outreach's statuses.
  [bookingLookupsRefreshKind]: refreshBookingLookupsJob,
};

/** Recurring work (daily exports, ...). */
export const jobSchedules: JobSchedule[] = [capacityHorizonSchedule, dailyExportSchedule, bookingLookupsSchedule];
