import * as v from 'valibot';
import { sequenceStatuses } from './sequence-status-filter';

const counts = {
  prospects: v.number(),
  delivered: v.number(),
  opened: v.number(),
  replied: v.number(),
  /** Spec 9: whole percent. */
  replyRate: v.number(),
  bounced: v.number(),
};

/** Spec 2: a sequence as a lead judges it, counted from its sends. */
export const sequenceRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  clientId: v.number(),
  /** The client segment (campaign). */
  clientName: v.string(),
  teamName: v.nullable(v.string()),
  /** The client's reps (csm), by name. */
  reps: v.array(v.string()),
  status: v.picklist(sequenceStatuses),
  ...counts,
  meetings: v.number(),
  /** Replies in each of the last eight weeks, oldest first (the row's chart). */
  repliesByWeek: v.array(v.number()),
});
export type SequenceRow = v.InferOutput<typeof sequenceRowSchema>;

export const sequencePageSchema = v.object({
  rows: v.array(sequenceRowSchema),
  total: v.number(),
  offset: v.number(),
  limit: v.number(),
});
export type SequencePage = v.InferOutput<typeof sequencePageSchema>;

export const sequenceStepSchema = v.object({ id: v.number(), sequenceId: v.number(), order: v.number(), name: v.string(), ...counts });
export type SequenceStep = v.InferOutput<typeof sequenceStepSchema>;

export const stepTemplateSchema = v.object({ id: v.number(), stepId: v.number(), name: v.string(), subject: v.string(), ...counts });
export type StepTemplate = v.InferOutput<typeof stepTemplateSchema>;

export const filterOptionSchema = v.object({ id: v.number(), name: v.string() });
export type FilterOption = v.InferOutput<typeof filterOptionSchema>;
export const segmentOptionSchema = v.object({ id: v.number(), name: v.string(), teamId: v.nullable(v.number()) });
export type SegmentOption = v.InferOutput<typeof segmentOptionSchema>;
