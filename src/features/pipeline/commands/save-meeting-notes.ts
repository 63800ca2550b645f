import type { OutboxEntry } from '../../../data/db/outbox-types';
import { submitEdit } from '../../../data/sync/submit-edit';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';

/** PATCH {notes}: saved on the device at once and sent when the connection allows. */
export function saveMeetingNotes(meeting: Pick<PipelineMeeting, 'id' | 'clientId' | 'prospect_name'>, notes: string): Promise<OutboxEntry> {
  return submitEdit({
    label: `Save the notes of the meeting with ${meeting.prospect_name}`,
    method: 'PATCH',
    url: `/api/clients/${meeting.clientId}/meetings/${meeting.id}`,
    body: { notes },
    collection: 'meetings',
    entityId: meeting.id,
    op: { kind: 'patch', patch: { notes } },
    ifMatch: true,
    responseRow: '',
  });
}
