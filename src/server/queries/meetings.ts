import { sql, type SQL } from 'drizzle-orm';
import { changeAfterWrite, changesDeferred, recordChange } from '../sync/record-change';
import { clientScope } from '../sync/scopes';
import type { PipelineMeeting } from '../../domain/meetings/meeting-types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';
import { prerendered } from '../db/prerendered';
import { RawJson } from '../sync/raw-json';
import { idIn } from '../db/pg-array';
import { isoDate, isoInstant } from '../db/api-formats';

// The pipeline shape (spec 3, PipelineMeeting) named and formatted by the
// database, so the rows go out as they come: no ORM row mapping and no Date
// objects in the server, whose one thread is the API's bottleneck under load
// (the list of a busy client was half the server's work in the bench's mix).
// Formats are those of PipelineMeeting: deleted as '0'/'1', the date as
// YYYY-MM-DD and startAt as JavaScript's toISOString writes it. (Building the
// JSON in the database as well cost it more than it saved here.)
const pipelineFields = prerendered(sql`
  ${meetings.id} as "id",
  ${meetings.clientId} as "clientId",
  ${clients.name} as "clientName",
  ${meetings.status} as "status",
  case when ${meetings.deleted} then '1' else '0' end as "deleted",
  ${meetings.quality} as "quality",
  ${meetings.generatedRevenue} as "generated_revenue",
  ${meetings.prospectName} as "prospect_name",
  ${meetings.prospectTitle} as "prospect_title",
  ${meetings.prospectCompany} as "prospect_company",
  ${meetings.prospectEmail} as "prospect_email",
  ${meetings.notes} as "notes",
  ${meetings.sdrId} as "sdrId",
  ${meetings.sequenceProfileId} as "sequenceProfileId",
  ${meetings.title} as "title",
  ${isoDate(meetings.date)} as "date",
  ${meetings.startsAt} as "startsAt",
  ${meetings.endsAt} as "endsAt",
  ${meetings.timezone} as "timezone",
  ${isoInstant(meetings.startAt)} as "startAt",
  ${meetings.version} as "version"`);

/** Meetings in the pipeline shape (spec 3), in start order, as mirrored and as listed. */
export async function loadPipelineMeetings(db: Db, where?: SQL): Promise<PipelineMeeting[]> {
  const result = await db.execute(sql`
    select ${pipelineFields}
    from ${meetings} inner join ${clients} on ${clients.id} = ${meetings.clientId}
    ${where ? sql`where ${where}` : sql``}
    order by ${meetings.startAt}, ${meetings.id}`);
  return (result as unknown as { rows: PipelineMeeting[] }).rows;
}

export const loadPipelineMeetingsByIds = (db: Db, ids: number[]) =>
  ids.length ? loadPipelineMeetings(db, idIn(meetings.id, ids)) : Promise.resolve([]);

/**
 * The same rows for the feed, each as the JSON text the database writes of
 * it (row_to_json: the same names and values as the rows above give
 * JSON.stringify). A first sync sends ten thousand: each one string to
 * read, not twenty-five fields, then passed through as it is (raw-json.ts).
 */
export async function loadPipelineMeetingsJsonByIds(db: Db, ids: number[]): Promise<Map<string, RawJson>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    select m.id as "id", row_to_json(m)::text as "json" from (
      select ${pipelineFields}
      from ${meetings} inner join ${clients} on ${clients.id} = ${meetings.clientId}
      where ${idIn(meetings.id, ids)}) m`);
  return new Map((result as unknown as { rows: { id: number; json: string }[] }).rows.map((r) => [String(r.id), new RawJson(r.json)]));
}

/** The fields of a pipeline move or a note. */
export type MeetingPatch = { status?: string; notes?: string };

/**
 * A move or a note in one statement (issue 24: the replay's most common
 * edit; the read before the write was a quarter of a batch's time on
 * PGlite): the meeting as it was, and the write when `expected` (If-Match)
 * holds and a field differs, with its change row for the feed. Every part
 * of the statement sees the row as it was before it, so `before` is what
 * the write was made on. Undefined: no such meeting of that client.
 * `version`: the written row's version, or null when nothing was written
 * (nothing differs, the version did not match, or another writer got in
 * between on PostgreSQL).
 */
export async function patchMeeting(
  db: Db,
  id: number,
  clientId: number,
  patch: MeetingPatch,
  expected: number | undefined,
): Promise<{ before: PipelineMeeting; version: number | null } | undefined> {
  const status = patch.status ?? null;
  const notes = patch.notes ?? null;
  // In a batch the change row waits for the batch's end (record-change.ts).
  const deferred = changesDeferred(db);
  const result = await db.execute(sql`
    with before as (
      select ${pipelineFields}
      from ${meetings} inner join ${clients} on ${clients.id} = ${meetings.clientId}
      where ${meetings.id} = ${id} and ${meetings.clientId} = ${clientId}),
    written as (
      update ${meetings} set
        status = coalesce(${status}::text, ${meetings.status}),
        notes = coalesce(${notes}::text, ${meetings.notes}),
        updated_at = now(),
        version = ${meetings.version} + 1
      where ${meetings.id} = ${id} and ${meetings.clientId} = ${clientId}
        and (${expected ?? null}::int is null or ${meetings.version} = ${expected ?? null}::int)
        and ((${status}::text is not null and ${meetings.status} is distinct from ${status}::text)
          or (${notes}::text is not null and ${meetings.notes} is distinct from ${notes}::text))
      returning ${meetings.version} as version)
    ${deferred ? sql`` : sql`, ${changeAfterWrite('meetings', id, 'put', clientScope(clientId))}`}
    select before.*, written.version as "writtenVersion" from before left join written on true`);
  const [row] = (result as unknown as { rows: (PipelineMeeting & { writtenVersion: number | null })[] }).rows;
  if (!row) return undefined;
  const { writtenVersion, ...before } = row;
  if (writtenVersion !== null && deferred) await recordChange(db, 'meetings', id, 'put', [clientScope(clientId)]);
  return { before, version: writtenVersion };
}
