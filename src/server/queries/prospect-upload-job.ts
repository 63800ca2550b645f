import { and, eq, sql } from 'drizzle-orm';
import { prospectFields, type ColumnMapping, type ProspectField } from '../../domain/prospects/column-mapping';
import type { SkipReason } from '../../domain/prospects/upload-rules';
import type { Db } from '../db/client';
import { dneDomains } from '../db/schema/clients';
import { industries } from '../db/schema/lookups';
import { prospectUploadRejects, prospectUploads, type UploadCounts } from '../db/schema/prospect-files';
import type { JobContext } from '../jobs/job-runner';
import { csvRecords } from './csv-records';
import { applyUploadRows, type UploadRow } from './prospect-upload-rows';
import { readFileChunks } from './stored-files';
import { checkRow } from './upload-row-check';

/** Rows per transaction: each batch, its rejects and the progress it adds commit together. */
export const uploadBatchRows = 1000;

export const uploadJobKind = 'prospects.upload';

type Upload = typeof prospectUploads.$inferSelect;

/**
 * The job 'prospects.upload' (issue 21): reads the stored CSV with a
 * streaming parser and applies it a batch at a time. Resumable: a job taken
 * over after a restart skips the rows already counted (`rows_done`, written
 * with each batch), so nothing is applied or counted twice.
 */
export async function processUpload(ctx: JobContext): Promise<unknown> {
  const { db } = ctx;
  const uploadId = Number(ctx.job.payload.uploadId);
  const [upload] = await db.select().from(prospectUploads).where(eq(prospectUploads.id, uploadId));
  if (!upload) return { missing: uploadId };
  if (upload.status === 'done' || upload.status === 'failed') return { already: upload.status };
  await db
    .update(prospectUploads)
    .set({ status: 'processing', startedAt: sql`coalesce(${prospectUploads.startedAt}, now())` })
    .where(eq(prospectUploads.id, uploadId));
  try {
    return await run(ctx, upload);
  } catch (error) {
    // Out of tries: the file says why, rather than staying "processing".
    if (ctx.job.attempts >= ctx.job.maxAttempts) await fail(db, uploadId, error);
    throw error;
  }
}

async function fail(db: Db, uploadId: number, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(prospectUploads)
    .set({ status: 'failed', error: message.slice(0, 500), finishedAt: sql`now()` })
    .where(eq(prospectUploads.id, uploadId));
}

async function run(ctx: JobContext, upload: Upload) {
  const { db } = ctx;
  const context = await uploadContext(db, upload);
  let counts: UploadCounts = { created: upload.counts.created ?? 0, updated: upload.counts.updated ?? 0, skipped: { ...upload.counts.skipped } };
  let rowsDone = upload.rowsDone;
  let batch: UploadRow[] = [];
  let rejects: { line: number; reason: SkipReason; cells: string[] }[] = [];
  let bytes = upload.bytesDone;
  let header = true;
  let index = -1; // data rows count from 0

  const flush = async () => {
    const added = await db.transaction(async (tx) => {
      const applied = await applyUploadRows(tx as unknown as Db, context, batch);
      const allRejects = [...rejects, ...applied.rejects];
      if (allRejects.length) {
        await tx
          .insert(prospectUploadRejects)
          .values(allRejects.map((r) => ({ uploadId: upload.id, line: r.line, reason: r.reason, cells: r.cells })))
          .onConflictDoNothing();
      }
      const next: UploadCounts = {
        created: counts.created + applied.created,
        updated: counts.updated + applied.updated,
        skipped: { ...counts.skipped },
      };
      for (const r of allRejects) next.skipped[r.reason] = (next.skipped[r.reason] ?? 0) + 1;
      const done = rowsDone + batch.length + rejects.length;
      await tx.update(prospectUploads).set({ rowsDone: done, bytesDone: bytes, counts: next }).where(eq(prospectUploads.id, upload.id));
      return { next, done };
    });
    counts = added.next;
    rowsDone = added.done;
    batch = [];
    rejects = [];
    // Outside the batch's transaction: the lease is kept between batches.
    await ctx.heartbeat();
  };

  try {
    for await (const record of csvRecords(readFileChunks(db, upload.fileId))) {
      if (header) {
        header = false;
        continue;
      }
      index++;
      if (index < rowsDone) continue; // counted before a restart
      bytes = record.bytes;
      // Line in the file as a spreadsheet numbers it: the header is line 1.
      const line = index + 2;
      const checked = checkRow(record.cells, context.columns, context.dne, line);
      if ('reason' in checked) rejects.push({ line, reason: checked.reason, cells: record.cells });
      else batch.push(checked);
      if (batch.length + rejects.length >= uploadBatchRows) await flush();
    }
  } catch (error) {
    // A file the parser cannot read (an unclosed quote, ...) will not read better on a retry.
    if (error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('CSV_')) {
      if (batch.length + rejects.length) await flush();
      await fail(db, upload.id, new Error(`The file could not be read after line ${index + 2}: ${error.message}`));
      return { failed: error.message };
    }
    throw error;
  }
  if (batch.length + rejects.length) await flush();
  await db
    .update(prospectUploads)
    .set({ status: 'done', bytesDone: upload.size, finishedAt: sql`now()` })
    .where(eq(prospectUploads.id, upload.id));
  return { rows: rowsDone, ...counts };
}

export type UploadContext = {
  uploadId: number;
  clientId: number;
  duplicates: 'update' | 'skip';
  /** Field → index of its column. */
  columns: Partial<Record<ProspectField, number>>;
  /** The client's do-not-email domains, lower-cased. */
  dne: Set<string>;
  /** Industry name, lower-cased → id. */
  industryIds: Map<string, number>;
};

async function uploadContext(db: Db, upload: Upload): Promise<UploadContext> {
  const mapping = upload.mapping as ColumnMapping;
  const columns: UploadContext['columns'] = {};
  for (const field of prospectFields) {
    const header = mapping[field];
    if (header === undefined) continue;
    const at = upload.headers.indexOf(header);
    if (at >= 0) columns[field] = at;
  }
  const dne = await db
    .select({ domain: dneDomains.domain })
    .from(dneDomains)
    .where(and(eq(dneDomains.clientId, upload.clientId)));
  const industryRows = await db.select({ id: industries.id, name: industries.name }).from(industries);
  return {
    uploadId: upload.id,
    clientId: upload.clientId,
    duplicates: upload.duplicates === 'skip' ? 'skip' : 'update',
    columns,
    dne: new Set(dne.map((d) => d.domain.toLowerCase())),
    industryIds: new Map(industryRows.map((i) => [i.name.toLowerCase(), i.id])),
  };
}
