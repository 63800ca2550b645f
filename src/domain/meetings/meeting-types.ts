import * as v from 'valibot';

/**
 * A meeting as mirrored for the pipeline and calendar. The fields named in
 * spec 3 (meeting (pipeline)) keep their documented snake_case names.
 */
export const pipelineMeetingSchema = v.object({
  id: v.number(),
  clientId: v.number(),
  clientName: v.string(),
  status: v.string(),
  deleted: v.picklist(['0', '1']),
  quality: v.nullable(v.number()),
  generated_revenue: v.nullable(v.number()),
  prospect_name: v.string(),
  prospect_title: v.nullable(v.string()),
  prospect_company: v.nullable(v.string()),
  prospect_email: v.string(),
  notes: v.string(),
  sdrId: v.nullable(v.number()),
  sequenceProfileId: v.nullable(v.number()),
  title: v.string(),
  /** Wall-clock booking: YYYY-MM-DD, HH:mm, IANA zone; startAt is the instant (ISO). */
  date: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  timezone: v.string(),
  startAt: v.string(),
  version: v.number(),
});

export type PipelineMeeting = v.InferOutput<typeof pipelineMeetingSchema>;
