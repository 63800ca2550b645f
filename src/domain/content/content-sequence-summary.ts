import * as v from 'valibot';

/** GET /api/content/sequences?client: a sequence as the client overview lists it. */
export const contentSequenceSummarySchema = v.object({
  id: v.number(),
  clientId: v.number(),
  title: v.string(),
  status: v.string(),
  shareStatus: v.string(),
  archived: v.boolean(),
});

export type ContentSequenceSummary = v.InferOutput<typeof contentSequenceSummarySchema>;
