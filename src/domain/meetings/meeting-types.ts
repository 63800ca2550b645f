/**
 * A meeting as mirrored for the pipeline and calendar. The fields named in
 * spec 3 (meeting (pipeline)) keep their documented snake_case names.
 */
export type PipelineMeeting = {
  id: number;
  clientId: number;
  clientName: string;
  status: string;
  deleted: '0' | '1';
  quality: number | null;
  generated_revenue: number | null;
  prospect_name: string;
  prospect_title: string | null;
  prospect_company: string | null;
  prospect_email: string;
  notes: string;
  sdrId: number | null;
  sequenceProfileId: number | null;
  title: string;
  /** Wall-clock booking: YYYY-MM-DD, HH:mm, IANA zone; startAt is the instant (ISO). */
  date: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  startAt: string;
  version: number;
};
