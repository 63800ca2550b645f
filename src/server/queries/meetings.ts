import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PipelineMeeting } from '../../domain/meetings/meeting-types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';

// The pipeline shape (spec 3, PipelineMeeting) named and formatted by the
// database, so the rows go out as they come: no ORM row mapping and no Date
// objects in the server, whose one thread is the API's bottleneck under load
// (the list of a busy client was half the server's work in the bench's mix).
// Formats are those of PipelineMeeting: deleted as '0'/'1', the date as
// YYYY-MM-DD and startAt as JavaScript's toISOString writes it. (Building the
// JSON in the database as well cost it more than it saved here.)
const pipelineFields = sql`
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
  to_char(${meetings.date}, 'YYYY-MM-DD') as "date",
  ${meetings.startsAt} as "startsAt",
  ${meetings.endsAt} as "endsAt",
  ${meetings.timezone} as "timezone",
  to_char(${meetings.startAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startAt",
  ${meetings.version} as "version"`;

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
  ids.length ? loadPipelineMeetings(db, inArray(meetings.id, ids)) : Promise.resolve([]);
