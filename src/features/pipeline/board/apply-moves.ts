import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';

/** A drop shown before the mirror's live query catches up with it. */
export type PendingMove = { meeting: PipelineMeeting; status: PipelineStatus };

/**
 * A column as the rep sees it this frame: the mirror's rows (newest first)
 * with drops not yet read back applied: moved-out cards hidden, moved-in
 * cards placed by their start.
 */
export function applyMoves(rows: PipelineMeeting[], moves: ReadonlyMap<number, PendingMove>, status: PipelineStatus): PipelineMeeting[] {
  if (!moves.size) return rows;
  const out = rows.filter((m) => (moves.get(m.id)?.status ?? m.status) === status);
  for (const move of moves.values()) {
    if (move.status !== status || out.some((m) => m.id === move.meeting.id)) continue;
    const card = { ...move.meeting, status };
    const at = out.findIndex((m) => m.startAt < card.startAt);
    out.splice(at === -1 ? out.length : at, 0, card);
  }
  return out;
}

/** Moves the mirror now shows as the rep dropped them: they can be forgotten. */
export function settledMoves(rows: PipelineMeeting[], moves: ReadonlyMap<number, PendingMove>, status: PipelineStatus): number[] {
  const settled: number[] = [];
  for (const [id, move] of moves) {
    if (move.status === status && rows.some((m) => m.id === id && m.status === status)) settled.push(id);
  }
  return settled;
}
