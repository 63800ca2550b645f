import type { OutboxEntry } from '../../../data/db/outbox-types';
import { queueCall } from '../../../data/sync/queue-call';
import { patchClientMeeting } from '../../../domain/meetings/meeting-endpoints';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';

/** PATCH {notes}: saved on the device at once and sent when the connection allows. */
export function saveMeetingNotes(meeting: Pick<PipelineMeeting, 'id' | 'clientId' | 'prospect_name'>, notes: string): Promise<OutboxEntry> {
  return queueCall(
    patchClientMeeting,
    { params: { id: meeting.clientId, meetingId: meeting.id }, body: { notes } },
    { label: `Save the notes of the meeting with ${meeting.prospect_name}` },
  );
}
