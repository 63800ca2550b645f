// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PipelineMeeting } from '../../../../src/domain/meetings/meeting-types';
import { applyMoves, settledMoves, type PendingMove } from '../../../../src/features/pipeline/board/apply-moves';

const m = (id: number, status: string, startAt: string) => ({ id, status, startAt }) as PipelineMeeting;

describe('a drop shown before the mirror reads it back', () => {
  const proposals = [m(1, 'Proposals', '2026-11-20T10:00:00Z'), m(2, 'Proposals', '2026-11-10T10:00:00Z')];
  const initial = [m(3, 'Initial Meeting', '2026-11-15T10:00:00Z')];
  const moves = new Map<number, PendingMove>([[3, { meeting: initial[0], status: 'Proposals' }]]);

  it('leaves the source column and enters the target in start order (newest first)', () => {
    expect(applyMoves(initial, moves, 'Initial Meeting')).toEqual([]);
    expect(applyMoves(proposals, moves, 'Proposals').map((x) => [x.id, x.status])).toEqual([
      [1, 'Proposals'],
      [3, 'Proposals'],
      [2, 'Proposals'],
    ]);
  });

  it('is not shown twice once the mirror has it, and is then settled', () => {
    const caughtUp = [...proposals, m(3, 'Proposals', '2026-11-15T10:00:00Z')];
    expect(applyMoves(caughtUp, moves, 'Proposals')).toHaveLength(3);
    expect(settledMoves(caughtUp, moves, 'Proposals')).toEqual([3]);
    expect(settledMoves(proposals, moves, 'Proposals')).toEqual([]);
  });

  it('changes nothing without drops', () => {
    expect(applyMoves(proposals, new Map(), 'Proposals')).toBe(proposals);
  });
});
