import * as v from 'valibot';
import { skipReasons, uploadStatuses, duplicatePolicies } from './upload-rules';

/** Spec 3, prospect, with the fields the search shows and filters on. */
export const prospectRowSchema = v.object({
  id: v.number(),
  email: v.string(),
  title: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  phonePersonal: v.nullable(v.string()),
  phoneWork: v.nullable(v.string()),
  state: v.nullable(v.string()),
  company: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      zoominfoCompanyId: v.nullable(v.string()),
      sicCode: v.nullable(v.string()),
      naicsCode: v.nullable(v.string()),
    }),
  ),
  industry: v.nullable(v.string()),
  zoominfoContactId: v.nullable(v.string()),
  emailTo: v.nullable(v.string()),
  archived: v.boolean(),
  updatedAt: v.string(),
});
export type ProspectRow = v.InferOutput<typeof prospectRowSchema>;

export const prospectSearchAnswerSchema = v.object({
  prospects: v.array(prospectRowSchema),
  /** Rows matching; with `totalCapped` the count stopped there ("more than …"). */
  total: v.number(),
  totalCapped: v.boolean(),
  page: v.number(),
  pageSize: v.number(),
});
export type ProspectSearchAnswer = v.InferOutput<typeof prospectSearchAnswerSchema>;

const clientRefSchema = v.object({ id: v.number(), name: v.string() });

export const uploadCountsSchema = v.object({
  created: v.number(),
  updated: v.number(),
  skipped: v.record(v.picklist(Object.keys(skipReasons) as (keyof typeof skipReasons)[]), v.number()),
});
export type UploadCountsView = v.InferOutput<typeof uploadCountsSchema>;

/** A past file (spec 2, Past Files): its status, progress and counts. */
export const prospectUploadSchema = v.object({
  id: v.number(),
  client: clientRefSchema,
  fileName: v.string(),
  size: v.number(),
  status: v.picklist(uploadStatuses),
  duplicates: v.picklist(duplicatePolicies),
  /** Share of the file processed, 0 to 1. */
  progress: v.number(),
  rowsDone: v.number(),
  counts: uploadCountsSchema,
  /** Rows in the rejected-rows report. */
  rejected: v.number(),
  error: v.nullable(v.string()),
  uploadedBy: v.nullable(v.string()),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type ProspectUpload = v.InferOutput<typeof prospectUploadSchema>;

export const uploadListAnswerSchema = v.object({
  uploads: v.array(prospectUploadSchema),
  /** Whether the caller may send a file (super-admins and SDR group leads). */
  mayUpload: v.boolean(),
});
export type UploadListAnswer = v.InferOutput<typeof uploadListAnswerSchema>;

/** A daily export: one client's prospects added or changed on one day (UTC). */
export const dailyExportSchema = v.object({
  id: v.number(),
  day: v.string(),
  client: clientRefSchema,
  rows: v.number(),
  size: v.number(),
  createdAt: v.string(),
});
export type DailyExport = v.InferOutput<typeof dailyExportSchema>;
