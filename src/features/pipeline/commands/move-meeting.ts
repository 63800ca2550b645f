import type { OutboxEntry } from '../../../data/db/outbox-types';
import { queueCall } from '../../../data/sync/queue-call';
import { showAhead } from '../../../data/sync/rows-ahead';
import { patchClientMeeting } from '../../../domain/meetings/meeting-endpoints';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { pipelineMovePatch } from '../../../domain/meetings/pipeline-move';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { nextPaint } from '../../../ui/after-paint';

/**
 * A drop on the pipeline board: PATCH {status} only when the column
 * changes (spec 4); shown at once, also offline, and replayed later.
 * Resolves to null when there was nothing to send.
 *
 * The card moves on screen in the drop's own frame (data/sync/rows-ahead.ts:
 * a drop painted within one frame, README, budgets); the mirror write, and
 * the live-query reads it wakes (heavy on big columns), follow that paint.
 */
export async function moveMeeting(meeting: PipelineMeeting, target: PipelineStatus): Promise<OutboxEntry | null> {
  const patch = pipelineMovePatch(meeting.status, target);
  // Nothing to send, or a booking not on the server yet (temporary id).
  if (!patch || meeting.id < 0) return null;
  const ahead = showAhead('meetings', meeting.id, meeting, { ...meeting, ...patch });
  try {
    await nextPaint();
    const entry = await queueCall(
      patchClientMeeting,
      { params: { id: meeting.clientId, meetingId: meeting.id }, body: patch },
      { label: `Move the meeting with ${meeting.prospect_name} to ${target}` },
    );
    ahead.written();
    return entry;
  } catch (e) {
    ahead.failed();
    throw e;
  }
}
