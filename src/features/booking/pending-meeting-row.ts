import type { Booking } from '../../domain/meetings/booking-schema';
import type { PipelineMeeting } from '../../domain/meetings/meeting-types';
import { initialPipelineStatus } from '../../domain/meetings/pipeline-statuses';
import { wallClockToInstant } from '../../domain/time/wall-clock';

/**
 * A temporary id for a booking made offline: negative, so it can never meet a
 * server id, and unique on this device. The server's row replaces it.
 */
export function temporaryMeetingId(now: number = Date.now(), random: () => number = Math.random): number {
  return -(now * 1000 + Math.floor(random() * 1000));
}

/** The meeting the pipeline shows for a booking still on its way (issue 4). */
export function pendingMeetingRow(body: Booking, tempId: number, clientName: string): PipelineMeeting {
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
