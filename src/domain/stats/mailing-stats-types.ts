import * as v from 'valibot';

// Spec 3, mailing stats: GET /api/mailings/stats answers these, with
// reply_rate a percentage (see reply-rate.ts).
export const mailingStatsSchema = v.object({
  deliver_count: v.number(),
  prospects_count: v.number(),
  reply_count: v.number(),
  reply_rate: v.number(),
});
export type MailingStats = v.InferOutput<typeof mailingStatsSchema>;

/** GET /api/mailings/strategies?client: the client's sequence profiles. */
export const strategySchema = v.object({ id: v.number(), name: v.string(), status: v.string() });
export type Strategy = v.InferOutput<typeof strategySchema>;
