import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { dateField, idField, textField } from '../api/fields';
import { prospectExportQuerySchema, prospectSearchQuerySchema } from './prospect-search';
import { dailyExportSchema, prospectSearchAnswerSchema, prospectUploadSchema, uploadListAnswerSchema } from './prospect-types';
import { duplicatePolicies, maxUploadBytes } from './upload-rules';

const tag = 'prospects';
const idParams = v.object({ id: idField });
const staff = 'staff (guests get nothing)';

/** Spec 7: fetch with the Basic fields (criteria, includeArchived) or the Advanced ones. */
export const searchProspects = endpoint({
  method: 'GET',
  path: '/api/prospects',
  summary: 'Search prospects (Basic or Advanced fields), a page at a time, with the total',
  description:
    'Basic: `criteria` matches the email or its domain, the name or the company. Advanced: each field given narrows the search ' +
    '(email_or_domain: an address, its beginning, or a domain and its subdomains; company, name and email_to: contains; ZoomInfo ids: exact; ' +
    'industry: an industry id; sic_code and naics_code: the codes they begin). Archived prospects only with includeArchived. ' +
    'The total stops counting at 10,000 (`totalCapped`).',
  tag,
  access: staff,
  query: prospectSearchQuerySchema,
  answer: prospectSearchAnswerSchema,
});

/** Spec 7: export by navigating to /api/prospects/export?email_or_domain&archived. */
export const exportProspects = endpoint({
  method: 'GET',
  path: '/api/prospects/export',
  summary: 'Download the prospects of a search as CSV (UTF-8 with BOM), streamed',
  description:
    'Takes the filters and sort of GET /api/prospects (every page). Cells a spreadsheet would read as a formula ' +
    '(starting with =, +, -, @, tab or carriage return) are prefixed with an apostrophe.',
  tag,
  access: staff,
  query: prospectExportQuerySchema,
  answerType: 'text/csv',
});

/** Spec 7: upload list, polled every 15 seconds. */
export const listProspectUploads = endpoint({
  method: 'GET',
  path: '/api/prospect/uploads',
  summary: 'Past uploaded files, newest first, with status, progress and counts',
  tag,
  access: staff,
  answer: uploadListAnswerSchema,
});

export const uploadFieldsSchema = v.object({
  client: idField,
  /** JSON: prospect field → CSV header; the email must be mapped. */
  mapping: textField(10_000, 'The column mapping'),
  /** An email already known: update the prospect, or skip the row. */
  duplicates: v.optional(v.picklist(duplicatePolicies, 'duplicates is update or skip.'), 'update'),
});

/** Spec 7: upload post. */
export const createProspectUpload = endpoint({
  method: 'POST',
  path: '/api/prospect/uploads',
  summary: 'Send a CSV of prospects for a client; it is processed in the background',
  description:
    `Multipart form: \`file\` (a CSV of at most ${maxUploadBytes / 1024 / 1024} MB, first line the headers), \`client\`, ` +
    '`mapping` (JSON of prospect field → header; `email` required) and `duplicates` (update or skip). ' +
    'Answers 413 for a larger file, 415 for a file that is not a CSV, 422 for an empty file or a mapping without the email.',
  tag,
  access: 'super-admins and SDR group leads (leads of a team with members in the SDR group)',
  body: v.strictObject({ file: v.pipe(v.file(), v.description('The CSV file')), ...uploadFieldsSchema.entries }),
  bodyType: 'multipart',
  // The file and the form's few fields around it (issue 21: files up to 50 MB).
  bodyLimit: maxUploadBytes + 64 * 1024,
  answer: prospectUploadSchema,
  status: 201,
});

export const getUploadReport = endpoint({
  method: 'GET',
  path: '/api/prospect/uploads/{id}/rejected',
  summary: "Download an upload's rejected rows with their reasons (CSV)",
  tag,
  access: staff,
  params: idParams,
  answerType: 'text/csv',
});

/** Spec 7: exports list (spec 2: daily exports list). */
export const listDailyExports = endpoint({
  method: 'GET',
  path: '/api/prospect/exports',
  summary: 'The daily exports: per client and day, the prospects added or changed that day',
  tag,
  access: staff,
  query: v.object({
    client: v.optional(idField),
    from: v.optional(dateField('from')),
    to: v.optional(dateField('to')),
  }),
  answer: v.array(dailyExportSchema),
});

export const downloadDailyExport = endpoint({
  method: 'GET',
  path: '/api/prospect/exports/{id}',
  summary: 'Download one daily export (CSV)',
  tag,
  access: staff,
  params: idParams,
  answerType: 'text/csv',
});
