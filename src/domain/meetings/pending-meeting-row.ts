import type { Booking } from './booking-schema';
import type { PipelineMeeting } from './meeting-types';
import { initialPipelineStatus } from './pipeline-statuses';
import { wallClockToInstant } from '../time/wall-clock';

/**
 * The meeting the pipeline shows for a booking still on its way (issue 4),
 * under its temporary id until the server's row replaces it. The client's
 * name is not in the booking: the command that queues it adds it.
 */
export function pendingMeetingRow(body: Booking, tempId: number, clientName = ''): PipelineMeeting {
  return {
    id: tempId,
    clientId: body.client,
    clientName,
    status: initialPipelineStatus,
    deleted: '0',
    quality: null,
    generated_revenue: null,
    prospect_name: body.prospectName,
    prospect_title: body.prospectTitle || null,
    prospect_company: body.prospectCompany || null,
    prospect_email: body.prospectEmail,
    notes: '',
    sdrId: body.sdr,
    sequenceProfileId: null,
    title: body.title,
    date: body.date,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    timezone: body.timezone,
    startAt: new Date(wallClockToInstant(body.date, body.startsAt, body.timezone).epochMilliseconds).toISOString(),
    version: 0,
  };
}
