import type { OutboxEntry } from '../../../data/db/outbox-types';
import { queueCall } from '../../../data/sync/queue-call';
import { patchClientMeeting } from '../../../domain/meetings/meeting-endpoints';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { pipelineMovePatch } from '../../../domain/meetings/pipeline-move';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';

/**
 * A drop on the pipeline board: PATCH {status} only when the column
 * changes (spec 4); shown at once, also offline, and replayed later.
 * Resolves to null when there was nothing to send.
 */
export async function moveMeeting(meeting: Pick<PipelineMeeting, 'id' | 'clientId' | 'status' | 'prospect_name'>, target: PipelineStatus): Promise<OutboxEntry | null> {
  const patch = pipelineMovePatch(meeting.status, target);
  // Nothing to send, or a booking not on the server yet (temporary id).
  if (!patch || meeting.id < 0) return null;
  return queueCall(
    patchClientMeeting,
    { params: { id: meeting.clientId, meetingId: meeting.id }, body: patch },
    { label: `Move the meeting with ${meeting.prospect_name} to ${target}` },
  );
}
