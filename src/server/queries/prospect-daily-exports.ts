import { and, desc, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { csvBom, csvLine } from '../../domain/format/csv';
import { dailyExportFileName, prospectCsvCells, prospectCsvHeaders } from '../../domain/prospects/prospect-csv';
import type { DailyExport } from '../../domain/prospects/prospect-types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { prospectDailyExports, storedFiles } from '../db/schema/prospect-files';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobContext, JobSchedule } from '../jobs/job-runner';
import { exportCsvPages } from './prospect-search';
import { createFileWriter, deleteFile } from './stored-files';

// Daily exports (issue 21): once a day, for each client, the CSV of the
// prospects its uploads added or changed that day. Days are UTC days; the
// day's exports are written just after it ends.

export const dailyExportsKind = 'prospects.daily-exports';
export const dailyExportKind = 'prospects.daily-export';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const previousUtcDay = (now: Date) => dayOf(new Date(now.getTime() - 86_400_000));
const dayRange = (day: string) => ({ start: `${day}T00:00:00.000Z`, end: dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)) + 'T00:00:00.000Z' });

/** One occurrence a day (the day just ended), whatever the number of server processes. */
export const dailyExportSchedule: JobSchedule = {
  kind: dailyExportsKind,
  occurrence: (now) => `${dailyExportsKind}:${previousUtcDay(now)}`,
  payload: (now) => ({ day: previousUtcDay(now) }),
};

const changedOn = (day: string, clientId?: number): SQL[] => {
  const { start, end } = dayRange(day);
  return [
    ...(clientId === undefined ? [sql`p.client_id is not null`] : [sql`p.client_id = ${clientId}`]),
    sql`p.updated_at >= ${start}::timestamptz`,
    sql`p.updated_at < ${end}::timestamptz`,
  ];
};

/** The clients whose prospects changed on the day. */
export async function clientsChangedOn(db: Db, day: string): Promise<number[]> {
  const result = await db.execute(sql`select distinct p.client_id from prospects p where ${sql.join(changedOn(day), sql` and `)} order by 1`);
  return (result as unknown as { rows: { client_id: number }[] }).rows.map((r) => Number(r.client_id));
}

/** The job for a day: one job per client with changes, each under its own key (day and client). */
export async function enqueueDailyExports(ctx: JobContext) {
  const day = String(ctx.job.payload.day);
  const clientIds = await clientsChangedOn(ctx.db, day);
  for (const clientId of clientIds) {
    await enqueueJob(ctx.db, dailyExportKind, { day, clientId }, { uniqueKey: `${dailyExportKind}:${day}:${clientId}` });
  }
  return { day, clients: clientIds.length };
}

export async function runDailyExport(ctx: JobContext) {
  return writeDailyExport(ctx.db, Number(ctx.job.payload.clientId), String(ctx.job.payload.day));
}

/**
 * Writes one client's export of one day, a page of rows at a time into a
 * stored file (no long transaction); a second run of the same day finds it
 * written and does nothing.
 */
export async function writeDailyExport(db: Db, clientId: number, day: string) {
  const [done] = await db
    .select({ id: prospectDailyExports.id })
    .from(prospectDailyExports)
    .where(and(eq(prospectDailyExports.clientId, clientId), eq(prospectDailyExports.day, day)));
  if (done) return { exportId: done.id, already: true };
  const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  if (!client) return { missing: clientId };
  const file = await createFileWriter(db, dailyExportFileName(client.name, day));
  await file.write(csvBom + csvLine(prospectCsvHeaders));
  let rows = 0;
  for await (const page of exportCsvPages(db, changedOn(day, clientId), 'updated', 'asc')) {
    rows += page.length;
    await file.write(page.map((p) => csvLine(prospectCsvCells(p))).join(''));
  }
  const stored = await file.close();
  const [created] = await db
    .insert(prospectDailyExports)
    .values({ clientId, day, fileId: stored.id, rows })
    .onConflictDoNothing()
    .returning({ id: prospectDailyExports.id });
  if (!created) await deleteFile(db, stored.id);
  return { exportId: created?.id ?? null, rows };
}

export type DailyExportFilter = { client?: number; from?: string; to?: string };

export async function listDailyExports(db: Db, filter: DailyExportFilter, limit = 500): Promise<DailyExport[]> {
  const where: SQL[] = [];
  if (filter.client !== undefined) where.push(eq(prospectDailyExports.clientId, filter.client));
  if (filter.from) where.push(gte(prospectDailyExports.day, filter.from));
  if (filter.to) where.push(lte(prospectDailyExports.day, filter.to));
  const rows = await db
    .select({ e: prospectDailyExports, clientName: clients.name, size: storedFiles.size })
    .from(prospectDailyExports)
    .innerJoin(clients, eq(clients.id, prospectDailyExports.clientId))
    .innerJoin(storedFiles, eq(storedFiles.id, prospectDailyExports.fileId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(prospectDailyExports.day), asc(clients.name))
    .limit(limit);
  return rows.map((r) => ({
    id: r.e.id,
    day: r.e.day,
    client: { id: r.e.clientId, name: r.clientName },
    rows: r.e.rows,
    size: r.size,
    createdAt: new Date(r.e.createdAt).toISOString(),
  }));
}

export async function findDailyExport(db: Db, id: number) {
  const [row] = await db
    .select({ fileId: prospectDailyExports.fileId, day: prospectDailyExports.day, clientName: clients.name })
    .from(prospectDailyExports)
    .innerJoin(clients, eq(clients.id, prospectDailyExports.clientId))
    .where(eq(prospectDailyExports.id, id));
  return row ? { fileId: row.fileId, fileName: dailyExportFileName(row.clientName, row.day) } : null;
}
