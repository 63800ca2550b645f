import * as v from 'valibot';
import { flagField, idField, lengths, requiredText, textField } from '../api/fields';
import { contentStatuses } from './content-status';

export const shareStatuses = ['private', 'shared'] as const;
export type ShareStatus = (typeof shareStatuses)[number];

const title = requiredText(lengths.title, 'The title');

/** POST /api/content/sequences: a new Draft (spec 2: "New sequence"). */
export const createSequenceSchema = v.strictObject({
  clientId: idField,
  title,
  sapperOwnerId: v.optional(v.nullable(idField)),
  cadenceId: v.optional(v.nullable(idField)),
  /** Copy the steps and templates of this sequence (spec 3: clonedFrom). */
  cloneFrom: v.optional(v.nullable(idField)),
});
export type CreateSequence = v.InferInput<typeof createSequenceSchema>;

/**
 * PATCH /api/content/sequences/{id}. Title, Outreach link and cadence are
 * content: Draft only. Owner, share status and archived change in any
 * status. A cadence builds the sequence's steps (spec 4: built from a cadence).
 */
export const patchSequenceSchema = v.pipe(
  v.strictObject({
    title: v.optional(title),
    sapperOwnerId: v.optional(v.nullable(idField)),
    outreachSequenceId: v.optional(v.nullable(idField)),
    cadenceId: v.optional(idField),
    shareStatus: v.optional(v.picklist(shareStatuses, 'shareStatus is private or shared.')),
    archived: v.optional(flagField),
  }),
  v.check((b) => Object.keys(b).length > 0, 'Send at least one field to change.'),
);
export type PatchSequence = v.InferInput<typeof patchSequenceSchema>;

/** The fields of a sequence that are its content (spec 4: Draft editable). */
export const draftOnlySequenceFields = ['title', 'outreachSequenceId', 'cadenceId'] as const;

/** PATCH …/templates/{tid}: approve (guests too), or write subject and body (editors, Draft only). */
export const patchTemplateSchema = v.pipe(
  v.strictObject({
    approved: v.optional(flagField),
    subject: v.optional(textField(300, 'The subject')),
    body: v.optional(textField(lengths.html, 'The body')),
  }),
  v.check((b) => Object.keys(b).length > 0, 'Send at least one field to change.'),
);
export type PatchTemplate = v.InferInput<typeof patchTemplateSchema>;

export const addTemplateSchema = v.strictObject({ step: v.pipe(v.number('step must be a number.'), v.integer('step is a whole number.'), v.minValue(1, 'Steps count from 1.'), v.maxValue(50, 'At most 50 steps.')) });

export const feedbackSchema = v.strictObject({ text: requiredText(lengths.note, 'The feedback') });
export type FeedbackBody = v.InferInput<typeof feedbackSchema>;

/** PATCH …/move: to the next status, or to the one named (back to Draft). */
export const moveSchema = v.strictObject({ status: v.optional(v.picklist(contentStatuses, `status is one of ${contentStatuses.join(', ')}.`)) });

export const notifySchema = v.strictObject({
  guests: v.pipe(v.array(idField, 'guests is a list of user ids.'), v.minLength(1, 'Choose at least one guest.'), v.maxLength(100, 'At most 100 guests.')),
  message: v.optional(textField(2000, 'The message')),
});
