import * as v from 'valibot';
import { callOutcomes } from './task-constants';

export const taskNotesMaxLength = 5000;

const outcome = v.nullable(v.picklist(callOutcomes, `Outcome must be one of: ${callOutcomes.join(', ')}.`));
const notes = v.pipe(v.string('Notes must be text.'), v.maxLength(taskNotesMaxLength, `Notes are at most ${taskNotesMaxLength} characters.`));

/** PATCH /api/tasks/{id}: log a call outcome and/or notes. */
export const taskWorkSchema = v.pipe(
  v.strictObject({ outcome: v.optional(outcome), notes: v.optional(notes) }),
  v.check((p) => p.outcome !== undefined || p.notes !== undefined, 'Send an outcome or notes to save.'),
);
export type TaskWork = v.InferOutput<typeof taskWorkSchema>;

/** PATCH /api/tasks/{id}/complete: an outcome and notes may come with it. */
export const taskCompleteSchema = v.strictObject({ outcome: v.optional(outcome), notes: v.optional(notes) });
export type TaskComplete = v.InferOutput<typeof taskCompleteSchema>;

/** PATCH /api/tasks/{id}/skip takes no fields (an empty object or no body). */
export const taskSkipSchema = v.strictObject({});
