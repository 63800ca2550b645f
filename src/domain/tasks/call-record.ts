/** One logged call of a task's prospect (GET /api/outreach/calls?task=..). */
export type CallRecord = {
  id: number;
  taskId: number | null;
  calledAt: string;
  outcome: string | null;
  durationSeconds: number;
  notes: string | null;
  user: { id: number; name: string } | null;
};

/** "4 min 05 s", "45 s", "no answer time" for a zero-length call. */
export function formatCallDuration(seconds: number): string {
  if (seconds <= 0) return '0 s';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}
