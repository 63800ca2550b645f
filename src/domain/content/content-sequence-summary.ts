import * as v from 'valibot';

const personRef = v.object({ id: v.number(), name: v.string() });

/**
 * GET /api/content/sequences: a sequence as lists show it (the client
 * overview's Content tab reads the first six fields; the content list the
 * rest too).
 */
export const contentSequenceSummarySchema = v.object({
  id: v.number(),
  clientId: v.number(),
  title: v.string(),
  status: v.string(),
  shareStatus: v.string(),
  archived: v.boolean(),
  clientName: v.string(),
  sapperOwner: v.nullable(personRef),
  templatesCount: v.number(),
  approvedCount: v.number(),
  updatedAt: v.string(),
  version: v.number(),
});

export type ContentSequenceSummary = v.InferOutput<typeof contentSequenceSummarySchema>;
