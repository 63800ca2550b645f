import { and, asc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { columnMappingSchema, mappingProblem } from '../../domain/prospects/column-mapping';
import { csvBom, csvLine } from '../../domain/format/csv';
import { createProspectUpload, getUploadReport, listProspectUploads, uploadFieldsSchema } from '../../domain/prospects/prospect-endpoints';
import { isCsvFile, looksLikeText, maxUploadBytes, skipReasons, type SkipReason } from '../../domain/prospects/upload-rules';
import { staffOnly } from '../auth/guards';
import { prospectUploadRejects, prospectUploads } from '../db/schema/prospect-files';
import type { AppEnv } from '../http/env';
import { forbidden, HttpError, notFound } from '../http/errors';
import { firstBytes, readMultipart, type MultipartForm } from '../http/multipart-form';
import { route } from '../http/route';
import { validate } from '../http/validate';
import { enqueueJob } from '../jobs/enqueue-job';
import { firstRecords } from '../queries/csv-records';
import { uploadJobKind } from '../queries/prospect-upload-job';
import { clientExists, listUploads, loadUpload, mayUploadProspects } from '../queries/prospect-uploads';
import { csvHeaders, storeBytes } from '../queries/stored-files';

export const prospectUploadRoutes = new Hono<AppEnv>();

const tooLarge = () => new HttpError(413, `The file is larger than ${maxUploadBytes / 1024 / 1024} MB.`, { fields: { file: 'At most 50 MB.' } });

/**
 * The upload's size is checked before anything reads its body (mounted in
 * createApp ahead of the session and transaction middleware, which may read
 * it for an Idempotency-Key): the file plus room for the form's other fields.
 */
export const prospectUploadBodyLimit = bodyLimit({
  maxSize: maxUploadBytes + 64 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

route(prospectUploadRoutes, listProspectUploads, staffOnly, async (c) => {
  const db = c.get('db');
  const [uploads, mayUpload] = await Promise.all([listUploads(db), mayUploadProspects(db, c.get('user'))]);
  return { uploads, mayUpload };
});

const invalid = (field: string, message: string) => new HttpError(422, message, { fields: { [field]: message } });
/** The form's parts: the file (one byte over the limit marks it too large), the client, the mapping and the duplicates choice. */
const formLimits = { fileBytes: maxUploadBytes + 1, fieldBytes: 64 * 1024, fields: 10, files: 1 };

route(prospectUploadRoutes, createProspectUpload, staffOnly, async (c) => {
  const db = c.get('db');
  if (!(await mayUploadProspects(db, c.get('user')))) throw forbidden('Only super-admins and SDR team leads may upload prospects.');
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Send the file as multipart/form-data.');
  }
  let form: MultipartForm;
  try {
    form = await readMultipart(new Uint8Array(await c.req.arrayBuffer()), c.req.header('content-type')!, formLimits);
  } catch {
    throw new HttpError(400, 'The form could not be read.');
  }
  const file = form.files.get('file');
  if (!file) throw invalid('file', 'Choose a CSV file.');
  const fields = validate(uploadFieldsSchema, {
    client: form.fields.get('client'),
    mapping: form.fields.get('mapping'),
    duplicates: form.fields.get('duplicates'),
  });
  let mappingJson: unknown;
  try {
    mappingJson = JSON.parse(fields.mapping);
  } catch {
    throw invalid('mapping', 'The column mapping is not valid JSON.');
  }
  const mapped = v.safeParse(columnMappingSchema, mappingJson);
  if (!mapped.success) throw invalid('mapping', mapped.issues[0].message);

  if (file.truncated) throw tooLarge();
  if (file.size === 0) throw invalid('file', 'The file is empty.');
  if (!isCsvFile(file.name, file.type) || !looksLikeText(firstBytes(file, 8192))) {
    throw new HttpError(415, `"${file.name}" is not a CSV file. Save the sheet as CSV (comma-separated) and send that.`, {
      fields: { file: 'Not a CSV file.' },
    });
  }
  const [headers = [], firstRow] = await firstRecords(file.chunks, 2);
  if (!headers.some((h) => h !== '')) throw invalid('file', 'The file is empty.');
  if (!firstRow) throw invalid('file', 'The file has a header line and no rows under it.');
  const problem = mappingProblem(mapped.output, headers);
  if (problem) throw invalid('mapping', problem);
  if (!(await clientExists(db, fields.client))) throw invalid('client', 'No such client.');

  // Kept in the database (no disk is shared by several server processes), and
  // processed by one job; both commit with this request, or neither does.
  const stored = await storeBytes(db, file.name, file.chunks);
  const [upload] = await db
    .insert(prospectUploads)
    .values({
      clientId: fields.client,
      userId: c.get('user').id,
      fileId: stored.id,
      fileName: file.name.slice(0, 255),
      size: stored.size,
      headers,
      mapping: mapped.output,
      duplicates: fields.duplicates,
    })
    .returning({ id: prospectUploads.id });
  await enqueueJob(db, uploadJobKind, { uploadId: upload.id });
  return (await loadUpload(db, upload.id))!;
});

route(prospectUploadRoutes, getUploadReport, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  const [upload] = await db
    .select({ id: prospectUploads.id, fileName: prospectUploads.fileName, headers: prospectUploads.headers })
    .from(prospectUploads)
    .where(eq(prospectUploads.id, params.id));
  if (!upload) throw notFound();
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  // A page of rejected rows at a time, in line order.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvBom + csvLine(['Line', 'Reason', ...upload.headers])));
        return;
      }
      const rows = await db
        .select()
        .from(prospectUploadRejects)
        .where(and(eq(prospectUploadRejects.uploadId, upload.id), gt(prospectUploadRejects.line, after)))
        .orderBy(asc(prospectUploadRejects.line))
        .limit(1000);
      if (!rows.length) return controller.close();
      after = rows[rows.length - 1].line;
      controller.enqueue(
        encoder.encode(rows.map((r) => csvLine([r.line, skipReasons[r.reason as SkipReason] ?? r.reason, ...r.cells])).join('')),
      );
    },
  });
  const base = upload.fileName.replace(/\.[^.]*$/, '');
  return new Response(body, { headers: csvHeaders(`${base}-rejected-rows.csv`) });
});
