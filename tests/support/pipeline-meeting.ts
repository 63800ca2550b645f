import type { PipelineMeeting } from '../../src/domain/meetings/meeting-types';

/** A meeting as the mirror holds it; each test overrides what it is about. */
export const pipelineMeeting = (patch: Partial<PipelineMeeting> = {}): PipelineMeeting => ({
  id: 7,
  clientId: 3,
  clientName: 'Acme Corp',
  status: 'Initial Meeting',
  deleted: '0',
  quality: 4,
  generated_revenue: null,
  prospect_name: 'Ada Lovelace',
  prospect_title: 'CTO',
  prospect_company: 'Engines Ltd',
  prospect_email: 'ada@engines.example',
  notes: '',
  sdrId: 2,
  sequenceProfileId: null,
  title: 'Call',
  date: '2026-11-24',
  startsAt: '10:00',
  endsAt: '10:30',
  timezone: 'America/New_York',
  startAt: '2026-11-24T15:00:00.000Z',
  version: 5,
  ...patch,
});
