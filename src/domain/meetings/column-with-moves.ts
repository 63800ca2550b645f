import type { PipelineMeeting } from './meeting-types';
import type { PipelineStatus } from './pipeline-statuses';

/**
 * A column as the rep sees it this frame: the rows read from the mirror
 * (newest first) with moves that read did not have yet laid over them:
 * moved-out cards gone, moved-in cards placed by their start. `moved` holds
 * each moved meeting as it is after the move.
 */
export function columnWithMoves(rows: PipelineMeeting[], moved: readonly PipelineMeeting[], status: PipelineStatus): PipelineMeeting[] {
  if (!moved.length) return rows;
  const after = new Map(moved.map((m) => [m.id, m]));
  const out = rows.filter((m) => (after.get(m.id)?.status ?? m.status) === status);
  for (const card of moved) {
    if (card.status !== status || out.some((m) => m.id === card.id)) continue;
    const at = out.findIndex((m) => m.startAt < card.startAt);
    out.splice(at === -1 ? out.length : at, 0, card);
  }
  return out;
}
