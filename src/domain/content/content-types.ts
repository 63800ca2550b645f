import * as v from 'valibot';
import { contentChannels } from './cadence';

const personRef = v.object({ id: v.number(), name: v.string() });
const channel = v.picklist(contentChannels);

export const cadenceSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  steps: v.array(v.object({ day: v.number(), channel })),
});
export type Cadence = v.InferOutput<typeof cadenceSchema>;

export const sequenceStepSchema = v.object({ step: v.number(), dayOffset: v.number(), channel });

/** One recorded action on a sequence: who did what, when (sync, upload, move, archive, …). */
export const contentActivitySchema = v.object({
  action: v.string(),
  at: v.string(),
  by: v.nullable(personRef),
  detail: v.string(),
});
export type ContentActivity = v.InferOutput<typeof contentActivitySchema>;

/** What the last sync read from Outreach. */
export const outreachStateSchema = v.object({
  syncedAt: v.string(),
  name: v.string(),
  enabled: v.boolean(),
  stepCount: v.number(),
  /** Templates whose text on Outreach is not the text here (changed there, or never uploaded). */
  differingTemplateIds: v.array(v.number()),
});
export type OutreachState = v.InferOutput<typeof outreachStateSchema>;

/** Spec 3, content sequence, as GET /api/content/sequences/{id} answers it. */
export const contentSequenceSchema = v.object({
  id: v.number(),
  title: v.string(),
  status: v.string(),
  shareStatus: v.picklist(['private', 'shared']),
  archived: v.boolean(),
  version: v.number(),
  clonedFrom: v.nullable(v.number()),
  client: v.object({ id: v.number(), name: v.string(), assignedTeams: v.array(v.number()), assignedUsers: v.array(v.number()) }),
  sapperOwner: v.nullable(personRef),
  outreachSequence: v.nullable(v.object({ id: v.number(), name: v.string() })),
  cadence: v.nullable(v.object({ id: v.number(), name: v.string() })),
  steps: v.array(sequenceStepSchema),
  templatesCount: v.number(),
  approvedCount: v.number(),
  /** A sync or upload asked for and not done yet. */
  pending: v.nullable(v.object({ action: v.picklist(['sync', 'upload']), since: v.string(), by: v.nullable(personRef) })),
  lastSync: v.nullable(v.object({ at: v.string(), by: v.nullable(personRef) })),
  lastUpload: v.nullable(v.object({ at: v.string(), by: v.nullable(personRef) })),
  outreachState: v.nullable(outreachStateSchema),
  activity: v.array(contentActivitySchema),
  /** The client's contacts who may be notified (staff only; empty for guests). */
  clientGuests: v.array(v.object({ id: v.number(), name: v.string(), email: v.string() })),
  /** The preview's prospect: one of the client's own, or a stand-in. */
  sampleProspect: v.record(v.string(), v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ContentSequence = v.InferOutput<typeof contentSequenceSchema>;

export const contentFeedbackSchema = v.object({
  id: v.number(),
  templateId: v.number(),
  text: v.string(),
  author: v.object({ id: v.number(), name: v.string(), isGuest: v.boolean() }),
  createdAt: v.string(),
  /** The template's version the author was reading. */
  templateVersion: v.number(),
});
export type ContentFeedback = v.InferOutput<typeof contentFeedbackSchema>;

/** Spec 3, template: cadence step (1-based), approved; with its subject, body, feedback and history. */
export const contentTemplateSchema = v.object({
  id: v.number(),
  sequenceId: v.number(),
  cadenceStep: v.number(),
  subject: v.string(),
  body: v.string(),
  approved: v.boolean(),
  approvedBy: v.nullable(personRef),
  approvedAt: v.nullable(v.string()),
  version: v.number(),
  updatedAt: v.string(),
  updatedBy: v.nullable(personRef),
  feedbacks: v.array(contentFeedbackSchema),
  /** The template as it was at the caller's last feedback, when it changed since (null otherwise). */
  sinceYourFeedback: v.nullable(v.object({ version: v.number(), subject: v.string(), body: v.string(), at: v.string() })),
  /** Every saved change (spec: kept), newest first. */
  history: v.array(v.object({ version: v.number(), at: v.string(), by: v.nullable(personRef) })),
});
export type ContentTemplate = v.InferOutput<typeof contentTemplateSchema>;

export const notifyAnswerSchema = v.object({ notified: v.array(v.object({ id: v.number(), name: v.string(), email: v.string() })) });
