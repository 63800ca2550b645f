import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PipelineMeeting } from '../../domain/meetings/meeting-types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';

const pipelineColumns = {
  id: meetings.id,
  clientId: meetings.clientId,
  clientName: clients.name,
  status: meetings.status,
  deleted: meetings.deleted,
  quality: meetings.quality,
  generatedRevenue: meetings.generatedRevenue,
  prospectName: meetings.prospectName,
  prospectTitle: meetings.prospectTitle,
  prospectCompany: meetings.prospectCompany,
  prospectEmail: meetings.prospectEmail,
  notes: meetings.notes,
  sdrId: meetings.sdrId,
  sequenceProfileId: meetings.sequenceProfileId,
  title: meetings.title,
  date: meetings.date,
  startsAt: meetings.startsAt,
  endsAt: meetings.endsAt,
  timezone: meetings.timezone,
  startAt: meetings.startAt,
  version: meetings.version,
};

/** Meetings in the pipeline shape (spec 3), as mirrored and as listed. */
export async function loadPipelineMeetings(db: Db, where?: SQL): Promise<PipelineMeeting[]> {
  const rows = await db
    .select(pipelineColumns)
    .from(meetings)
    .innerJoin(clients, eq(clients.id, meetings.clientId))
    .where(where)
    .orderBy(meetings.startAt, meetings.id);
  return rows.map((m) => ({
    id: m.id,
    clientId: m.clientId,
    clientName: m.clientName,
    status: m.status,
    deleted: m.deleted ? '1' : '0',
    quality: m.quality,
    generated_revenue: m.generatedRevenue,
    prospect_name: m.prospectName,
    prospect_title: m.prospectTitle,
    prospect_company: m.prospectCompany,
    prospect_email: m.prospectEmail,
    notes: m.notes,
    sdrId: m.sdrId,
    sequenceProfileId: m.sequenceProfileId,
    title: m.title,
    date: m.date,
    startsAt: m.startsAt,
    endsAt: m.endsAt,
    timezone: m.timezone,
    startAt: m.startAt.toISOString(),
    version: m.version,
  }));
}

export const loadPipelineMeetingsByIds = (db: Db, ids: number[]) =>
  ids.length ? loadPipelineMeetings(db, inArray(meetings.id, ids)) : Promise.resolve([]);
