import * as v from 'valibot';

/** One logged call of a task's prospect (GET /api/outreach/calls?task=..). */
export const callRecordSchema = v.object({
  id: v.number(),
  taskId: v.nullable(v.number()),
  calledAt: v.string(),
  outcome: v.nullable(v.string()),
  durationSeconds: v.number(),
  notes: v.nullable(v.string()),
  user: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type CallRecord = v.InferOutput<typeof callRecordSchema>;

/** "4 min 05 s", "45 s", "no answer time" for a zero-length call. */
export function formatCallDuration(seconds: number): string {
  if (seconds <= 0) return '0 s';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}
