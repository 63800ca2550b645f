import * as v from 'valibot';
import { pipelineStatuses } from './pipeline-statuses';

export const meetingNotesMaxLength = 20_000;

// PATCH /api/clients/{id}/meetings/{meetingId}: {status} and/or {notes}.
export const meetingPatchSchema = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(pipelineStatuses, `Status must be one of: ${pipelineStatuses.join(', ')}.`)),
    notes: v.optional(v.pipe(v.string('Notes must be text.'), v.maxLength(meetingNotesMaxLength, 'Notes are too long.'))),
  }),
  v.check((p) => p.status !== undefined || p.notes !== undefined, 'Send a status or notes to change.'),
);

export type MeetingPatch = v.InferOutput<typeof meetingPatchSchema>;
