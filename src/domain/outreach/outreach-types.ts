import * as v from 'valibot';

// Spec 7: GET /api/outreach/users?client=.. and /api/outreach/sequences?outreachUser=..
export const outreachUserSchema = v.object({ id: v.number(), clientId: v.number(), name: v.string(), email: v.string() });
export type OutreachUser = v.InferOutput<typeof outreachUserSchema>;

export const outreachSequenceSchema = v.object({
  id: v.number(),
  clientId: v.number(),
  outreachUserId: v.nullable(v.number()),
  name: v.string(),
  enabled: v.boolean(),
});
export type OutreachSequence = v.InferOutput<typeof outreachSequenceSchema>;

/** GET /api/outreach/tasks/count?email=..&client=..: open call tasks of that prospect at that client. */
export const outreachTaskCountSchema = v.object({ count: v.number() });
export type OutreachTaskCount = v.InferOutput<typeof outreachTaskCountSchema>;
